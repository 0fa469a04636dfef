// The few DOM helpers every widget uses.

/** A new element `tag` with `className` and, if given, `text`. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button of type "button" (never a form's submit) named `action`. */
export function button(label, action, onClick) {
  const b = el("button", "", label);
  b.type = "button";
  b.dataset.action = action;
  if (onClick) b.addEventListener("click", onClick);
  return b;
}

/** Focus on `node` without scrolling the page to it. */
export function focus(node) {
  node.focus({ preventScroll: true });
}

/** Whether `e` was typed in a form field, which keeps its editing keys. */
export function inField(e) {
  return /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName);
}

/** Switches `control` off or on. Off, it keeps the focus if it has it (a
 * disabled button would drop it to the page), and does nothing. */
export function setOff(control, off) {
  if (off) control.setAttribute("aria-disabled", "true");
  else control.removeAttribute("aria-disabled");
}

/** Whether `control` is switched off. */
export function isOff(control) {
  return control.getAttribute("aria-disabled") === "true";
}
