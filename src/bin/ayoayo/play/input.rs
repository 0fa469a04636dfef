//! Reading what is typed at `ayoayo play`, with bounded memory: a line
//! longer than anyone types is skipped, and input with no line ends in
//! sight is taken for what it is, not someone typing.

use std::io::{self, BufRead};

/// The longest line read as a move; a longer one is refused, not kept.
pub const MAX_LINE: usize = 1000;

/// How far past [`MAX_LINE`] a line is skipped in search of its end
/// before the input is taken for something other than typed lines.
pub const MAX_SKIP: u64 = 1 << 20;

/// A line of input, as [`read_line`] finds it.
pub enum Line {
    /// A line, trimmed; bytes that are not UTF-8 replaced, so they make a
    /// bad word rather than an error.
    Text(String),
    /// A line longer than [`MAX_LINE`], skipped.
    TooLong,
    /// The end of input, or a line with no end in sight.
    End,
    /// A line longer than [`MAX_SKIP`]: not someone typing.
    Runaway,
}

/// Reads one line, holding at most [`MAX_LINE`] bytes of it in memory.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Line> {
    let mut bytes = Vec::new();
    let limit = MAX_LINE as u64 + 1;
    if io::Read::take(&mut *input, limit).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(Line::End);
    }
    if bytes.len() as u64 == limit && bytes.last() != Some(&b'\n') {
        // Skip the rest of the line, a bounded piece at a time.
        let mut rest = Vec::new();
        io::Read::take(&mut *input, MAX_SKIP).read_until(b'\n', &mut rest)?;
        return Ok(match rest.last() {
            Some(b'\n') => Line::TooLong,
            _ if rest.len() as u64 == MAX_SKIP => Line::Runaway,
            _ => Line::End,
        });
    }
    Ok(Line::Text(
        String::from_utf8_lossy(&bytes).trim().to_string(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_line(input: &[u8]) -> Line {
        read_line(&mut io::BufReader::new(input)).expect("read from memory")
    }

    #[test]
    fn a_line_is_trimmed() {
        assert!(
            matches!(first_line(b"  3 \nundo\n"), Line::Text(t) if t == "3")
        );
    }

    #[test]
    fn a_line_just_too_long_is_skipped_and_the_next_is_read() {
        let mut input = vec![b'1'; MAX_LINE + 1];
        input.extend(b"\nundo\n");
        let mut reader = io::BufReader::new(&input[..]);
        assert!(matches!(read_line(&mut reader).unwrap(), Line::TooLong));
        let next = read_line(&mut reader).unwrap();
        assert!(matches!(next, Line::Text(t) if t == "undo"));
    }

    #[test]
    fn a_line_past_the_skip_is_a_runaway() {
        let input = vec![b'y'; MAX_LINE + 1 + MAX_SKIP as usize + 1];
        assert!(matches!(first_line(&input), Line::Runaway));
    }

    #[test]
    fn bytes_that_are_not_utf8_make_a_bad_word() {
        let read = first_line(b"\xff3\n");
        assert!(matches!(read, Line::Text(t) if t == "\u{fffd}3"));
    }

    #[test]
    fn the_end_is_the_end() {
        assert!(matches!(first_line(b""), Line::End));
        assert!(matches!(first_line(&vec![b'1'; MAX_LINE + 10]), Line::End));
    }
}
