//! The kernel function's text while it is written: its instruction lines,
//! the entry block's lines (written out of order), fresh names, and the
//! declarations the instructions need.
//!
//! Names: temporaries are `%t.N`; blocks the writer makes up are
//! `HINT.hN`; MPIR blocks are their label (kernel) or `label.iN` (the N-th
//! inlined call), labels having only `[A-Za-z0-9_]`; the entry block is
//! `entry`; parameters are named in [`crate::module`]. So no two kinds of
//! name can meet.
//!
//! The entry block holds what every block may use and is computed once:
//! parameter conversions, work-item ids, the dispatch packet's fields,
//! the subgroup lane and lane mask ([`Body::entry_def`], memoized by key).
//! It dominates every block, so its values need no care about where they
//! are used.

use std::collections::{BTreeSet, HashMap};

/// Lines beyond this mean inlining ran away (a call graph whose fan-out
/// multiplies at every level).
pub(crate) const MAX_LINES: usize = 2_000_000;

#[derive(Debug, Default)]
pub(crate) struct Body {
    /// The body after the entry block, one instruction or label per line.
    pub lines: Vec<String>,
    /// The entry block's instructions (without its final branch).
    pub entry: Vec<String>,
    entry_memo: HashMap<String, String>,
    temps: u32,
    labels: u32,
    /// The block instructions are being added to.
    pub current: String,
    /// `declare` lines, sorted and unique.
    pub decls: BTreeSet<String>,
}

impl Body {
    /// A fresh temporary name.
    pub fn tmp(&mut self) -> String {
        self.temps += 1;
        format!("%t.{}", self.temps)
    }

    /// One instruction with no result.
    pub fn ins(&mut self, text: impl AsRef<str>) {
        self.lines.push(format!("  {}", text.as_ref()));
    }

    /// One instruction with a result; its name.
    pub fn def(&mut self, rhs: impl AsRef<str>) -> String {
        let t = self.tmp();
        self.lines.push(format!("  {t} = {}", rhs.as_ref()));
        t
    }

    /// `rhs` computed once in the entry block, under `key`.
    pub fn entry_def(&mut self, key: &str, rhs: &str) -> String {
        if let Some(v) = self.entry_memo.get(key) {
            return v.clone();
        }
        let t = self.tmp();
        self.entry.push(format!("  {t} = {rhs}"));
        self.entry_memo.insert(key.to_string(), t.clone());
        t
    }

    /// Starts block `name`.
    pub fn label(&mut self, name: &str) {
        self.lines.push(String::new());
        self.lines.push(format!("{name}:"));
        self.current = name.to_string();
    }

    /// A fresh block name.
    pub fn new_label(&mut self, hint: &str) -> String {
        self.labels += 1;
        format!("{hint}.h{}", self.labels)
    }

    pub fn declare(&mut self, decl: impl Into<String>) {
        self.decls.insert(decl.into());
    }

    /// A declaration-adding call: `call RET @NAME(ARGS)` where `args` are
    /// `(type, value)` pairs.
    pub fn call(&mut self, ret: &str, name: &str, args: &[(&str, &str)]) -> String {
        let types: Vec<&str> = args.iter().map(|(t, _)| *t).collect();
        self.declare(format!("declare {ret} @{name}({})", types.join(", ")));
        let list: Vec<String> = args.iter().map(|(t, v)| format!("{t} {v}")).collect();
        self.def(format!("call {ret} @{name}({})", list.join(", ")))
    }

    pub fn too_large(&self) -> bool {
        self.lines.len() > MAX_LINES
    }
}
