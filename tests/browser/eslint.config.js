// ESLint for the pages' JavaScript and its tests: book/ayoayo.js (a classic
// script), the pages' ES modules in book/src/pages/, the engine and its
// worker (book/src/engine.js, book/src/engine-worker.js), the unit tests
// in tests/pages/ and the browser tests here. It lives here, beside the
// node_modules it imports from, and is run from the repository's root,
// whose paths its patterns name: `npm --prefix tests/browser run lint`.

import js from "@eslint/js";
import globals from "globals";

export default [
  {
    ignores: ["tests/browser/node_modules/"],
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...js.configs.recommended,
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      eqeqeq: "error",
      "no-var": "error",
      "prefer-const": "error",
    },
  },
  {
    files: ["book/ayoayo.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    files: ["book/src/pages/*.js", "book/src/engine.js"],
    languageOptions: { sourceType: "module", globals: globals.browser },
  },
  {
    files: ["book/src/engine-worker.js"],
    languageOptions: { sourceType: "module", globals: globals.worker },
  },
  {
    files: ["tests/pages/*.mjs"],
    languageOptions: { sourceType: "module", globals: globals.node },
  },
  {
    // The functions the tests hand to the page run in the browser.
    files: ["tests/browser/**/*.mjs", "tests/browser/*.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
];
