// Fixes to mdBook's own page for the keyboard and screen readers, and the
// skip link to a widget.

import { el } from "./dom.js";

/**
 * mdBook's sidebar toggle is a <label> carrying aria-controls, which only a
 * widget may: it becomes the button it acts as, reachable and pressable
 * from the keyboard. A block wider than the page scrolls, so the keyboard
 * must be able to reach it to scroll it.
 */
export function accessible() {
  const toggle = document.getElementById("mdbook-sidebar-toggle");
  if (toggle) {
    toggle.setAttribute("role", "button");
    toggle.tabIndex = 0;
    toggle.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      toggle.click();
    });
  }
  const scrollable = () => {
    const blocks = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("pre, pre > code, .table-wrapper, .content p"));
    for (const block of blocks) {
      const wide = block.scrollWidth > block.clientWidth;
      if (wide) block.tabIndex = 0;
      // Not for a picture in a folded answer: it is measured when it opens.
      const shown = block.checkVisibility ? block.checkVisibility() : block.offsetParent !== null;
      if (block.querySelector('img[src$=".svg"]')) hintScroll(block, wide && shown);
    }
  };
  scrollable();
  // A picture wider than the column scrolls in its paragraph, which is known
  // only once the picture has loaded (perhaps before these modules did), and
  // changes when a phone is turned.
  if (document.readyState !== "complete") window.addEventListener("load", scrollable);
  window.addEventListener("resize", scrollable);
  // A picture in a folded answer is measured again as the answer opens or
  // closes (toggle does not bubble: caught on its way down).
  document.addEventListener("toggle", scrollable, true);
}

/** A link first in the page's Tab order, shown when focused, that takes the
 * keyboard straight to `target` (to its pit in the Tab order) past the
 * table of contents. */
export function skipLink(target, words) {
  const link = el("a", "ayo-skip-link", words);
  link.href = `#${target.id}`;
  link.addEventListener("click", (e) => {
    e.preventDefault();
    const pit = target.querySelector('button.ayo-pit[tabindex="0"]');
    (pit || target).focus();
    target.scrollIntoView({ block: "center" });
  });
  document.body.prepend(link);
}

// Under a picture wider than the column (on a phone), a line that says it
// scrolls: nothing else shows that the rest of it is there. A screen reader
// has the picture's description whole, and is not told.
function hintScroll(block, wide) {
  const next = block.nextElementSibling;
  const hint = next && next.classList.contains("ayo-scroll-hint") ? next : null;
  if (wide && !hint) {
    const line = el("p", "ayo-scroll-hint", "⟷ The picture is wider than the page: scroll it sideways.");
    line.setAttribute("aria-hidden", "true");
    block.after(line);
  } else if (!wide && hint) {
    hint.remove();
  }
}
