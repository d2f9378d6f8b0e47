//! The leaves of a late-resolved feature predicate as data:
//! [`TargetPredicate`] names what one `gpu.target.is { name }` or
//! `gpu.target.has { cap }` asks, so that a backend which leaves the answer
//! to the device (SPIR-V's specialization constants) can list the questions
//! a module asks and the runtime can answer each of them.
//!
//! Invariants:
//! - the text form is `is:<name>` or `has:<cap>`; [`fmt::Display`] and
//!   [`FromStr`] are inverses (tested);
//! - the order ([`Ord`]) is the order of the text forms, so a sorted list
//!   is the same whoever builds it: [`module_predicates`] and
//!   [`function_predicates`] return each predicate once, sorted;
//! - [`TargetPredicate::evaluate`] is the one place that turns a target's
//!   answers into a predicate's value; every resolution goes through it.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use magpie_mpir::{Function, Inst, Module, Opcode};

use crate::Capability;

/// One question a kernel asks of its target.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TargetPredicate {
    /// `gpu.target.is { name }`: is the target this backend or arch?
    Is(String),
    /// `gpu.target.has { cap }`: does the target have this capability? An
    /// unknown capability name is never had.
    Has(String),
}

impl TargetPredicate {
    /// The predicate `inst` computes, when it is `gpu.target.is/has`.
    pub fn of(inst: &Inst) -> Option<TargetPredicate> {
        let attr = inst.attr.clone().unwrap_or_default();
        match inst.op {
            Opcode::TargetIs => Some(TargetPredicate::Is(attr)),
            Opcode::TargetHas => Some(TargetPredicate::Has(attr)),
            _ => None,
        }
    }

    /// The value on a target that answers `gpu.target.is` with `is` and
    /// `gpu.target.has` with `has`.
    pub fn evaluate(&self, is: &dyn Fn(&str) -> bool, has: &dyn Fn(Capability) -> bool) -> bool {
        match self {
            TargetPredicate::Is(name) => is(name),
            TargetPredicate::Has(cap) => Capability::from_name(cap).is_some_and(has),
        }
    }

    /// The text form's prefix, without the colon.
    fn kind(&self) -> &'static str {
        match self {
            TargetPredicate::Is(_) => "is",
            TargetPredicate::Has(_) => "has",
        }
    }

    /// The name or capability asked about.
    pub fn name(&self) -> &str {
        match self {
            TargetPredicate::Is(n) | TargetPredicate::Has(n) => n,
        }
    }
}

impl fmt::Display for TargetPredicate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind(), self.name())
    }
}

/// A text that is not `is:<name>` or `has:<cap>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePredicateError(pub String);

impl fmt::Display for ParsePredicateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a target predicate (expected `is:<name>` or `has:<cap>`)",
            self.0
        )
    }
}

impl std::error::Error for ParsePredicateError {}

impl FromStr for TargetPredicate {
    type Err = ParsePredicateError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.split_once(':') {
            Some(("is", name)) => Ok(TargetPredicate::Is(name.to_string())),
            Some(("has", cap)) => Ok(TargetPredicate::Has(cap.to_string())),
            _ => Err(ParsePredicateError(s.to_string())),
        }
    }
}

impl Ord for TargetPredicate {
    /// The order of the text forms: `has:` sorts before `is:` (the prefixes
    /// differ in their first byte), then by name.
    fn cmp(&self, other: &Self) -> Ordering {
        (self.kind(), self.name()).cmp(&(other.kind(), other.name()))
    }
}

impl PartialOrd for TargetPredicate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Prefix of a blob feature that records one predicate's answer.
pub const ANSWER_PREFIX: &str = "pred:";

/// The blob feature recording that code was emitted with `p` = `v`:
/// `pred:<predicate>=<0|1>`.
pub fn answer_feature(p: &TargetPredicate, v: bool) -> String {
    format!("{ANSWER_PREFIX}{p}={}", u8::from(v))
}

/// Reads a feature written by [`answer_feature`]: `None` when `feature` is
/// not an answer at all, `Some(Err)` naming what is wrong with one that
/// claims to be.
pub fn parse_answer_feature(feature: &str) -> Option<Result<(TargetPredicate, bool), String>> {
    let rest = feature.strip_prefix(ANSWER_PREFIX)?;
    Some((|| {
        let (p, v) = rest
            .rsplit_once('=')
            .ok_or_else(|| format!("the blob feature `{feature}` has no value"))?;
        let p: TargetPredicate = p
            .parse()
            .map_err(|_| format!("the blob feature `{feature}` names no predicate"))?;
        let v = match v {
            "0" => false,
            "1" => true,
            _ => return Err(format!("the blob feature `{feature}` is neither 0 nor 1")),
        };
        Ok((p, v))
    })())
}

/// `Ok` when a target answering with `is` and `has` gives every predicate
/// of `answers` the recorded value; `Err` names the first that differs.
pub fn check_answers(
    answers: &[(TargetPredicate, bool)],
    is: &dyn Fn(&str) -> bool,
    has: &dyn Fn(Capability) -> bool,
) -> Result<(), String> {
    for (p, v) in answers {
        let here = p.evaluate(is, has);
        if here != *v {
            return Err(format!(
                "it was made for `{p}` = {v}, which is {here} on this device"
            ));
        }
    }
    Ok(())
}

/// The distinct predicates the instructions in `func`'s blocks ask, sorted.
pub fn function_predicates(func: &Function) -> Vec<TargetPredicate> {
    let mut out: Vec<TargetPredicate> = func
        .blocks
        .values()
        .flat_map(|b| b.insts.iter())
        .filter_map(|&i| func.insts.get(i).and_then(TargetPredicate::of))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The distinct predicates any function of `module` asks, sorted.
pub fn module_predicates(module: &Module) -> Vec<TargetPredicate> {
    let mut out: Vec<TargetPredicate> = module
        .functions
        .values()
        .flat_map(function_predicates)
        .collect();
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips_and_orders() -> Result<(), ParsePredicateError> {
        let mut preds: Vec<TargetPredicate> = ["is:sm_90", "has:subgroups", "is:spv", "has:bf16"]
            .iter()
            .map(|s| s.parse())
            .collect::<Result<_, _>>()?;
        for p in &preds {
            assert_eq!(p.to_string().parse::<TargetPredicate>().as_ref(), Ok(p));
        }
        preds.sort();
        let mut texts: Vec<String> = preds.iter().map(ToString::to_string).collect();
        assert_eq!(texts, ["has:bf16", "has:subgroups", "is:sm_90", "is:spv"]);
        let sorted = texts.clone();
        texts.sort();
        assert_eq!(texts, sorted, "Ord is the text order");
        assert!("sm_90".parse::<TargetPredicate>().is_err());
        assert!("was:x".parse::<TargetPredicate>().is_err());
        Ok(())
    }

    #[test]
    fn answers_round_trip_and_are_checked() {
        let p = TargetPredicate::Is("sm_90".into());
        let f = answer_feature(&p, true);
        assert_eq!(f, "pred:is:sm_90=1");
        assert_eq!(parse_answer_feature(&f), Some(Ok((p.clone(), true))));
        assert_eq!(parse_answer_feature("noalias"), None);
        for bad in ["pred:is:sm_90", "pred:is:sm_90=2", "pred:was:x=1"] {
            assert!(matches!(parse_answer_feature(bad), Some(Err(_))), "{bad}");
        }
        let answers = [(p, true), (TargetPredicate::Has("subgroups".into()), false)];
        let sm90 = |n: &str| n == "sm_90";
        assert_eq!(check_answers(&answers, &sm90, &|_| false), Ok(()));
        assert!(check_answers(&answers, &|_| false, &|_| false).is_err());
        assert!(check_answers(&answers, &sm90, &|_| true).is_err());
    }

    #[test]
    fn unknown_capability_is_never_had() {
        let p = TargetPredicate::Has("warp_drive".into());
        assert!(!p.evaluate(&|_| true, &|_| true));
        let p = TargetPredicate::Has("subgroups".into());
        assert!(p.evaluate(&|_| false, &|c| c == Capability::Subgroups));
    }

    #[test]
    fn a_module_lists_each_predicate_once_sorted() -> Result<(), &'static str> {
        let src = "gpu fn @k(%o: gpu.TBuffer<u32>) -> unit {
bb0:
    %a: pred = gpu.target.is { name=\"sm_90\" }
    %b: pred = gpu.target.has { cap=\"subgroups\" }
    %c: pred = gpu.target.is { name=\"sm_90\" }
    %d: pred = pred.or { lhs=%a, rhs=%c }
    %e: pred = pred.and { lhs=%d, rhs=%b }
    cbr %e bb1 bb2
bb1:
    ret
bb2:
    ret
}
";
        let m = magpie_mpir::parse(src)
            .value
            .ok_or("the test kernel does not parse")?;
        let listed: Vec<String> = module_predicates(&m)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(listed, ["has:subgroups", "is:sm_90"]);
        Ok(())
    }
}
