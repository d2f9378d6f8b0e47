//! Argument specifications: the `NAME=SPEC` forms of `magpie-gpu run --arg`.
//!
//! | form | meaning |
//! |---|---|
//! | `u32:1024` | a scalar of that type |
//! | `f32[1024]:zeros` | a buffer of 1024 zeros |
//! | `f32[1024]:range` | element i is i (rounded to the type) |
//! | `f32[1024]:fill(2.5)` | every element 2.5 |
//! | `f32[1024]:random(7)` | deterministic pseudo-random values from seed 7: floats in [-1, 1), unsigned integers in [0, 1000), signed in [-1000, 1000), bool 0 or 1 |
//! | `f32[4]:values(1.5,-2,nan,inf)` | the listed values (count must match) |
//! | `TParams{a=1,b=1000,c=0.5,d=7}` | a value struct, fields by name |
//!
//! Literals are checked against their type (`u8:300` is an error); floats
//! accept `nan`, `inf`, `-inf`. Parsing never panics: every problem is an
//! `Err` with a message that names the offending part.
//!
//! Buffers are produced as little-endian bytes of the element type, the
//! layout every runtime backend uses for scalar buffers.

mod literal;
mod print;
mod random;

pub use literal::parse_scalar;
pub use print::buffer_json;
pub use random::SplitMix64;

use magpie_mpir::{Const, Scalar};

/// How a buffer is filled.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Zeros,
    Range,
    Fill(Const),
    Random(u64),
    Values(Vec<Const>),
}

/// One argument's specification.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    Scalar(Const),
    Buffer {
        elem: Scalar,
        len: usize,
        init: Init,
    },
    /// A value struct: its name and `field=literal` pairs, as written (the
    /// field types come from the kernel's struct declaration).
    Struct {
        name: String,
        fields: Vec<(String, String)>,
    },
}

/// `NAME=SPEC`, as given to `--arg`.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedArg {
    pub name: String,
    pub spec: ArgSpec,
}

/// The largest buffer a spec may ask for (elements): 2^31.
pub const MAX_ELEMENTS: usize = 1 << 31;

/// Parses `NAME=SPEC` (the name may be written with or without `%`).
pub fn parse_named(s: &str) -> Result<NamedArg, String> {
    let (name, spec) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: expected NAME=SPEC, e.g. n=u32:1024"))?;
    let name = name.trim().trim_start_matches('%');
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Err(format!("`{s}`: `{name}` is not a parameter name"));
    }
    Ok(NamedArg {
        name: name.to_string(),
        spec: parse(spec).map_err(|e| format!("argument {name}: {e}"))?,
    })
}

/// Parses one SPEC.
pub fn parse(s: &str) -> Result<ArgSpec, String> {
    let s = s.trim();
    if let Some(open) = s.find('{') {
        return parse_struct(s, open);
    }
    let (ty_part, rest) = s
        .split_once(':')
        .ok_or_else(|| format!("`{s}`: expected TYPE:VALUE, TYPE[N]:INIT or TStruct{{f=v,..}}"))?;
    if let Some(open) = ty_part.find('[') {
        let elem = scalar_type(&ty_part[..open])?;
        let len_text = ty_part[open + 1..]
            .strip_suffix(']')
            .ok_or_else(|| format!("`{ty_part}`: expected TYPE[N]"))?;
        let len: usize = len_text
            .trim()
            .parse()
            .map_err(|_| format!("`{len_text}` is not an element count"))?;
        if len > MAX_ELEMENTS {
            return Err(format!(
                "{len} elements is more than the limit of {MAX_ELEMENTS}"
            ));
        }
        let init = parse_init(elem, len, rest.trim())?;
        return Ok(ArgSpec::Buffer { elem, len, init });
    }
    let ty = scalar_type(ty_part)?;
    Ok(ArgSpec::Scalar(parse_scalar(ty, rest)?))
}

fn scalar_type(s: &str) -> Result<Scalar, String> {
    Scalar::from_name(s.trim()).ok_or_else(|| {
        let names: Vec<&str> = Scalar::ALL.iter().map(|t| t.name()).collect();
        format!("`{}` is not a scalar type ({})", s.trim(), names.join(", "))
    })
}

fn call<'a>(s: &'a str, name: &str) -> Option<&'a str> {
    s.strip_prefix(name)?
        .trim()
        .strip_prefix('(')?
        .strip_suffix(')')
}

fn parse_init(elem: Scalar, len: usize, s: &str) -> Result<Init, String> {
    match s {
        "zeros" => return Ok(Init::Zeros),
        "range" => return Ok(Init::Range),
        _ => {}
    }
    if let Some(v) = call(s, "fill") {
        return Ok(Init::Fill(parse_scalar(elem, v)?));
    }
    if let Some(v) = call(s, "random") {
        let seed = v
            .trim()
            .parse()
            .map_err(|_| format!("random({v}): the seed is a non-negative integer"))?;
        return Ok(Init::Random(seed));
    }
    if let Some(v) = call(s, "values") {
        let values = v
            .split(',')
            .filter(|t| !t.trim().is_empty())
            .map(|t| parse_scalar(elem, t))
            .collect::<Result<Vec<_>, _>>()?;
        if values.len() != len {
            return Err(format!(
                "values(...) lists {} values for a buffer of {len}",
                values.len()
            ));
        }
        return Ok(Init::Values(values));
    }
    Err(format!(
        "`{s}`: a buffer is initialised with zeros, range, fill(V), random(SEED) or values(V,..)"
    ))
}

fn parse_struct(s: &str, open: usize) -> Result<ArgSpec, String> {
    let name = s[..open].trim();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Err(format!("`{s}`: expected TStruct{{field=value,..}}"));
    }
    let body = s[open + 1..]
        .strip_suffix('}')
        .ok_or_else(|| format!("`{s}`: the struct is not closed with `}}`"))?;
    let mut fields: Vec<(String, String)> = Vec::new();
    for part in body.split(',').filter(|p| !p.trim().is_empty()) {
        let (f, v) = part
            .split_once('=')
            .ok_or_else(|| format!("`{part}`: expected field=value"))?;
        let f = f.trim().to_string();
        if fields.iter().any(|(g, _)| *g == f) {
            return Err(format!("field `{f}` is given twice"));
        }
        fields.push((f, v.trim().to_string()));
    }
    Ok(ArgSpec::Struct {
        name: name.to_string(),
        fields,
    })
}

impl ArgSpec {
    /// The bytes of a buffer spec (little-endian elements); `None` for
    /// scalars and structs.
    pub fn buffer_bytes(&self) -> Option<Vec<u8>> {
        let ArgSpec::Buffer { elem, len, init } = self else {
            return None;
        };
        let size = elem.size() as usize;
        let mut out = Vec::new();
        if out.try_reserve_exact(len.saturating_mul(size)).is_err() {
            return None;
        }
        let mut rng = random::SplitMix64::new(match init {
            Init::Random(seed) => *seed,
            _ => 0,
        });
        for i in 0..*len {
            let c = match init {
                Init::Zeros => Const { ty: *elem, bits: 0 },
                Init::Range => from_index(*elem, i),
                Init::Fill(c) => *c,
                Init::Random(_) => rng.value(*elem),
                Init::Values(v) => v[i],
            };
            out.extend_from_slice(&c.bits.to_le_bytes()[..size]);
        }
        Some(out)
    }
}

/// Element `i` of a `range` buffer: `i` converted to the type (wrapping for
/// narrow integers, rounded for floats).
fn from_index(ty: Scalar, i: usize) -> Const {
    if ty.is_float() {
        Const::float(ty, i as f64)
    } else {
        Const::int(ty, i as i128)
    }
}

#[cfg(test)]
mod tests;
