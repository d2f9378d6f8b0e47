//! `magpie-gpu explain CODE`

use magpie_diag::{codes, Code};
use serde_json::json;

use crate::report::{tool_error, Style};
use crate::Status;

pub fn run(name: &str, style: &Style) -> Status {
    let Some(code) = Code::lookup(name) else {
        let mut near: Vec<&str> = codes::ALL
            .iter()
            .map(|c| c.name())
            .filter(|n| shares_prefix(n, name))
            .collect();
        near.truncate(8);
        let hint = if near.is_empty() {
            "codes look like MPG_CORE_1201, MPS0004 or MPP0003".to_string()
        } else {
            format!("similar codes: {}", near.join(", "))
        };
        tool_error(style, &format!("unknown diagnostic code `{name}` ({hint})"));
        return Status::Failure;
    };
    if style.json() {
        let out = json!({
            "code": code.name(),
            "severity": code.default_severity(),
            "title": code.title(),
            "explanation": code.explanation(),
        });
        println!("{out}");
    } else {
        print!("{}", magpie_diag::render_explain(code));
    }
    Status::Ok
}

fn shares_prefix(code: &str, query: &str) -> bool {
    let q = query.to_ascii_uppercase();
    let stem = q.trim_end_matches(|c: char| c.is_ascii_digit());
    !stem.is_empty() && code.starts_with(stem)
}
