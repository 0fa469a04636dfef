//! What a person typed, quoted back: the same cases as the pages' own
//! `clip` in `tests/pages/typed.test.mjs`, so the two quote alike.

use ayoayo::text::clip;

#[test]
fn a_quote_is_cut_at_forty_characters() {
    assert_eq!(clip("1,2,3"), "1,2,3");
    assert_eq!(clip(&"4,".repeat(30)), format!("{}…", "4,".repeat(20)));
    assert_eq!(clip(&"x".repeat(40)), "x".repeat(40));
}

#[test]
fn a_control_or_direction_changing_character_is_shown_as_an_escape() {
    assert_eq!(clip("1,\u{202e}2"), "1,\\u{202e}2");
    assert_eq!(clip("\u{1b}[31m4"), "\\u{1b}[31m4");
    assert_eq!(clip("\u{2069}\u{85}é"), "\\u{2069}\\u{85}é");
    // Forty characters are counted before escaping.
    let many = "\u{202e}".repeat(41);
    assert_eq!(clip(&many), format!("{}…", "\\u{202e}".repeat(40)));
}
