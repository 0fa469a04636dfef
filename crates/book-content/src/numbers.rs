//! Numbers as the book's prose and pictures write them.

/// `n` with a comma between each group of three digits.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A search's value as the book and the tree stepper write it: `+90`,
/// `−60` (a minus sign, not a hyphen), and `0` unsigned.
pub fn signed(v: i32) -> String {
    let sign = match v {
        v if v > 0 => "+",
        v if v < 0 => "−",
        _ => "",
    };
    format!("{sign}{}", v.unsigned_abs())
}

/// `n` of `noun`, as a picture's label writes a count: `1 stone`,
/// `4 stones` (the noun's plural is its `s` form).
pub fn counted(n: u64, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

/// `items` as prose lists them: `3`, `3 and 4`, `3, 3 and 4`.
pub fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `n` in words, as prose writes a small count (`n` itself from 21 on).
pub fn in_words(n: u64) -> String {
    const WORDS: [&str; 21] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    usize::try_from(n)
        .ok()
        .and_then(|i| WORDS.get(i))
        .map_or_else(|| n.to_string(), |w| w.to_string())
}
