//! Starting a tool and collecting its output.
//!
//! Invariant: a child is always waited for (`Command::output`), so no
//! zombie or open pipe outlives a call.

use std::io;
use std::process::{Command, Output};
use std::thread::sleep;
use std::time::Duration;

/// How often a start that failed with "text file busy" is retried.
const BUSY_RETRIES: u32 = 10;

/// Runs `cmd` to completion with stdin closed.
///
/// A tool written just before it is run (tests write fake tools; a
/// toolchain may be being installed) can fail to start with ETXTBSY while
/// another thread's freshly forked child still holds the file open for
/// writing; that clears within milliseconds, so it is retried.
pub(crate) fn output(cmd: &mut Command) -> io::Result<Output> {
    cmd.stdin(std::process::Stdio::null());
    let mut attempt = 0;
    loop {
        match cmd.output() {
            Err(e) if is_text_file_busy(&e) && attempt < BUSY_RETRIES => {
                attempt += 1;
                sleep(Duration::from_millis(20 * u64::from(attempt)));
            }
            result => return result,
        }
    }
}

fn is_text_file_busy(e: &io::Error) -> bool {
    // ETXTBSY is 26 on Linux and macOS alike.
    cfg!(unix) && e.raw_os_error() == Some(26)
}

/// At most `limit` bytes of `bytes` as text, cut at a char boundary, with a
/// marker when cut: enough of a tool's stderr for a diagnostic.
pub(crate) fn clipped_text(bytes: &[u8], limit: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim_end();
    if text.len() <= limit {
        return text.to_string();
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}\n[... {} more bytes]", &text[..end], text.len() - end)
}
