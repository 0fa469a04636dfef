//! How wide text is in DejaVu Sans, the usual sans-serif on Linux and one
//! of the widest in common use: the advance widths of its printable ASCII
//! characters, regular and bold, in font units (2,048 to the em), as
//! DejaVu Sans 2.37 gives them. The figures are laid out with them, so
//! that a label fits whatever sans-serif a reader has; the browser tests
//! (`tests/browser/specs/figures.spec.mjs`) measure the real text. Text
//! is wrapped to a width with them too.

/// Advance widths of `' '` to `'~'`, regular.
const REGULAR: [u16; 95] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739,
    651, 690, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690,
    690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178,
    1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300,
    1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024,
    1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995,
    1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075,
    1303, 690, 1303, 1716,
];

/// Advance widths of `' '` to `'~'`, bold.
const BOLD: [u16; 95] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778,
    850, 778, 748, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425,
    819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700, 1399, 1399,
    1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475,
    1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024,
    1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134,
    1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335,
    1192, 1458, 748, 1458, 1716,
];

/// How wide `text` is at `size` pixels in DejaVu Sans. A character outside
/// printable ASCII counts as a full em, as wide as any it has.
pub fn width(text: &str, size: f64, bold: bool) -> f64 {
    let table = if bold { &BOLD } else { &REGULAR };
    let units: u32 = text
        .chars()
        .map(|c| match c {
            ' '..='~' => u32::from(table[c as usize - 32]),
            '–' | '·' => 1024,
            _ => 2048,
        })
        .sum();
    f64::from(units) * size / 2048.0
}

/// `text` in lines no wider than `max` pixels at `size` in DejaVu Sans,
/// broken between words. A short number with its punctuation ("0),")
/// never starts a line alone: the word before it goes down with it.
pub fn wrap(text: &str, size: f64, max: f64) -> Vec<String> {
    let fits = |line: &str| width(line, size, false) <= max;
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
            }
            Some(line)
                if word.chars().count() <= 3
                    && word.starts_with(|c: char| c.is_ascii_digit())
                    && line.contains(' ') =>
            {
                let (kept, last) = line.rsplit_once(' ').unwrap_or_default();
                let moved = format!("{last} {word}");
                *line = kept.to_string();
                lines.push(moved);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}
