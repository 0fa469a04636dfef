// The book's interactive boards (book/src/pages/, ES modules) loaded into a
// page. mdBook's `additional-js` loads classic scripts only, so this one
// imports them, from beside itself in the built book, as it imports the
// engine. If they cannot load, every widget says so and what to do.
(() => {
  "use strict";
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const here = script ? script.src : document.baseURI;

  // Most often the modules cannot load because the book was opened from
  // disk, where a browser will not load a module from a file.
  const onDisk = location.protocol === "file:";
  // What to do, with each command as code: text and commands in turn.
  const serve = "cargo run --release -p ayoayo-book";
  const offline = onDisk
    ? ["Browsers do not run the book's scripts from a file opened on disk. Serve the book's folder with any static web server, such as ", "python3 -m http.server --bind 127.0.0.1", " run in that folder, and open the address it prints; or, in the repository's folder, run ", serve, "."]
    : ["Reload the page. If that does not help, run ", serve, " in the repository's folder and open the address it prints."];

  /**
   * The parts of `offline` as nodes: every other one a command.
   * @param {string[]} parts
   * @returns {Node[]}
   */
  function said(parts) {
    return parts.map((part, i) => {
      if (i % 2 === 0) return document.createTextNode(part);
      const code = document.createElement("code");
      code.textContent = part;
      return code;
    });
  }

  function cannotLoad(err) {
    const widgets = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".ayoayo-stepper, .ayoayo-calls, .ayoayo-tree, .ayoayo-play"));
    widgets.forEach((root, i) => {
      const why = document.createElement("p");
      why.className = "ayo-status";
      // From disk this is expected, and the recorded frames stand in: say
      // so calmly, without the browser's error.
      why.setAttribute("role", onDisk ? "status" : "alert");
      // The whole story once a page, at its first board.
      why.textContent = onDisk
        ? "These boards step only in a served book. "
        : `The book's boards could not load in this page (${err.message}). `;
      if (i === 0) why.append(...said(offline));
      else why.append("The note at the page's first board says what to do.");
      root.prepend(why);
      if (root.classList.contains("ayoayo-play")) root.dataset.engine = "failed";
    });
    const recorded = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".ayo-offline"));
    for (const figure of recorded) figure.hidden = false;
  }

  // A printed book, or one saved as PDF, loses no folded answer: every
  // <details> opens for the print and what was closed closes after. The
  // print page, which is for printing, opens them all as it loads.
  /** @type {HTMLDetailsElement[]} */
  let openedForPrint = [];
  addEventListener("beforeprint", () => {
    openedForPrint = [...document.querySelectorAll("details")].filter((d) => !d.open);
    for (const d of openedForPrint) d.open = true;
  });
  addEventListener("afterprint", () => {
    for (const d of openedForPrint) d.open = false;
    openedForPrint = [];
  });

  function start() {
    if (/\/print\.html$/.test(location.pathname)) {
      for (const d of document.querySelectorAll("details")) d.open = true;
    }
    import(new URL("pages/main.js", here).href).then((m) => m.start({ offline }), cannotLoad);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
