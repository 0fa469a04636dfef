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
    for (const block of document.querySelectorAll("pre, pre > code, .table-wrapper, .content p")) {
      if (block.scrollWidth > block.clientWidth) block.tabIndex = 0;
    }
  };
  scrollable();
  // A picture wider than the column scrolls in its paragraph, which is known
  // only once the picture has loaded (perhaps before these modules did).
  if (document.readyState !== "complete") window.addEventListener("load", scrollable);
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
