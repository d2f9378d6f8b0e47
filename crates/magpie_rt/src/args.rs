//! Launch arguments and their check against the kernel's signature.
//!
//! Every argument is checked before anything reaches a device: the count,
//! each buffer's device and element type (a struct element field by field,
//! see [`crate::element`]), each scalar's exact type (no conversions, as in
//! the kernel language), and each struct argument's fields. A mismatch is a
//! [`ErrorKind::ValidationFailed`] whose message names the parameter:
//! `argument 3 (%n): expected u32, got f32`.

use magpie_gpu::layout::struct_layout;
use magpie_mpir::{Const, Elem, Function, Module, Scalar, StructId, Type};

use crate::backend::BoundArg;
use crate::buffer::{core_of, AnyBuffer, Buffer, DynBuffer};
use crate::device::Device;
use crate::element::{check_elem, struct_name, type_name, ElemDesc, Element, StructDesc};
use crate::error::{ErrorKind, GpuError};

/// One launch argument.
#[derive(Debug)]
pub enum Arg<'a> {
    Buffer(&'a dyn AnyBuffer),
    Scalar(Const),
    Struct(StructArg),
}

impl<'a, T: Element> From<&'a Buffer<T>> for Arg<'a> {
    fn from(b: &'a Buffer<T>) -> Self {
        Arg::Buffer(b)
    }
}

impl<'a> From<&'a DynBuffer> for Arg<'a> {
    fn from(b: &'a DynBuffer) -> Self {
        Arg::Buffer(b)
    }
}

impl From<Const> for Arg<'_> {
    fn from(c: Const) -> Self {
        Arg::Scalar(c)
    }
}

impl From<StructArg> for Arg<'_> {
    fn from(s: StructArg) -> Self {
        Arg::Struct(s)
    }
}

/// The value of one field of a [`StructArg`].
#[derive(Clone, Debug, PartialEq)]
pub enum FieldValue {
    Scalar(Const),
    Struct(StructArg),
}

impl From<Const> for FieldValue {
    fn from(c: Const) -> Self {
        FieldValue::Scalar(c)
    }
}

impl From<StructArg> for FieldValue {
    fn from(s: StructArg) -> Self {
        FieldValue::Struct(s)
    }
}

/// Host values as kernel constants.
pub trait ScalarValue: Copy {
    fn to_const(self) -> Const;
}

macro_rules! scalar_values {
    ($($t:ty => |$v:ident| $e:expr),* $(,)?) => {$(
        impl ScalarValue for $t {
            fn to_const(self) -> Const {
                let $v = self;
                $e
            }
        }
        impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::Scalar(v.to_const())
            }
        }
        impl From<$t> for FieldValue {
            fn from(v: $t) -> Self {
                FieldValue::Scalar(v.to_const())
            }
        }
    )*};
}

scalar_values! {
    bool => |v| Const::bool(v),
    u8 => |v| Const::int(Scalar::U8, v.into()),
    i8 => |v| Const::int(Scalar::I8, v.into()),
    u16 => |v| Const::int(Scalar::U16, v.into()),
    i16 => |v| Const::int(Scalar::I16, v.into()),
    u32 => |v| Const::int(Scalar::U32, v.into()),
    i32 => |v| Const::int(Scalar::I32, v.into()),
    u64 => |v| Const::int(Scalar::U64, v.into()),
    i64 => |v| Const::int(Scalar::I64, v.into()),
    f32 => |v| Const { ty: Scalar::F32, bits: u64::from(v.to_bits()) },
    f64 => |v| Const { ty: Scalar::F64, bits: v.to_bits() },
    half::f16 => |v| Const { ty: Scalar::F16, bits: u64::from(v.to_bits()) },
    half::bf16 => |v| Const { ty: Scalar::Bf16, bits: u64::from(v.to_bits()) },
}

/// A value-struct argument: fields by name (converted to the kernel's
/// layout at launch), or a host value whose layout is checked.
#[derive(Clone, Debug, PartialEq)]
pub struct StructArg {
    name: String,
    body: StructBody,
}

#[derive(Clone, Debug, PartialEq)]
enum StructBody {
    Fields(Vec<(String, FieldValue)>),
    Host { desc: ElemDesc, bytes: Vec<u8> },
}

impl StructArg {
    /// An argument of the kernel's struct `name` (e.g. `"TParams"`).
    pub fn new(name: impl Into<String>) -> StructArg {
        StructArg {
            name: name.into(),
            body: StructBody::Fields(Vec::new()),
        }
    }

    /// Adds a field. Names, types and completeness are checked at launch.
    pub fn field(mut self, name: impl Into<String>, value: impl Into<FieldValue>) -> StructArg {
        let entry = (name.into(), value.into());
        match &mut self.body {
            StructBody::Fields(fields) => fields.push(entry),
            StructBody::Host { .. } => {
                self.body = StructBody::Fields(vec![entry]);
            }
        }
        self
    }

    /// A host value passed as it is in memory; its [`Element`] description
    /// must match the kernel's struct layout.
    pub fn from_host<T: Element>(value: &T) -> StructArg {
        let desc = T::desc();
        let name = match &desc {
            ElemDesc::Struct(StructDesc { name, .. }) => name.clone(),
            ElemDesc::Scalar(s) => s.name().to_string(),
        };
        StructArg {
            name,
            body: StructBody::Host {
                desc,
                bytes: bytemuck::bytes_of(value).to_vec(),
            },
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

/// Says which argument went wrong, in the words of the signature.
struct Which<'a> {
    index: usize,
    param: &'a str,
}

impl std::fmt::Display for Which<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "argument {} (%{})", self.index + 1, self.param)
    }
}

fn invalid(device: &Device, message: String) -> GpuError {
    GpuError::new(ErrorKind::ValidationFailed, device.err_backend(), message)
}

/// What an argument is, for "got ..." messages.
fn describe_arg(arg: &Arg<'_>) -> String {
    match arg {
        Arg::Buffer(b) => format!("a buffer of {}", b.elem_desc()),
        Arg::Scalar(c) => c.ty.name().to_string(),
        Arg::Struct(s) => format!("struct {}", s.name),
    }
}

/// `%a: T, %b: U`, for messages about the whole signature.
pub(crate) fn signature(module: &Module, func: &Function) -> String {
    func.params
        .iter()
        .map(|p| {
            let v = &func.values[*p];
            format!("%{}: {}", v.name, type_name(module, v.ty))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks `args` against `func`'s parameters; returns them bound for the
/// backend.
pub(crate) fn bind_args(
    device: &Device,
    module: &Module,
    func: &Function,
    args: &[Arg<'_>],
) -> Result<Vec<BoundArg>, GpuError> {
    let params = &func.params;
    if args.len() != params.len() {
        let detail = if args.len() < params.len() {
            let p = &func.values[params[args.len()]];
            format!(
                "argument {} (%{}: {}) is missing",
                args.len() + 1,
                p.name,
                type_name(module, p.ty)
            )
        } else {
            format!(
                "argument {} ({}) has no parameter",
                params.len() + 1,
                describe_arg(&args[params.len()])
            )
        };
        return Err(invalid(
            device,
            format!(
                "kernel @{} takes {} argument(s) ({}), got {}: {detail}",
                func.name,
                params.len(),
                signature(module, func),
                args.len()
            ),
        ));
    }
    let mut bound = Vec::with_capacity(args.len());
    let mut buffers = 0u32;
    for (index, (param, arg)) in params.iter().zip(args).enumerate() {
        let def = &func.values[*param];
        let which = Which {
            index,
            param: &def.name,
        };
        let expected = type_name(module, def.ty);
        let mismatch = || {
            invalid(
                device,
                format!("{which}: expected {expected}, got {}", describe_arg(arg)),
            )
        };
        let b = match (def.ty, arg) {
            (Type::Buffer(elem), Arg::Buffer(buf)) => {
                buffers += 1;
                bind_buffer(device, module, elem, *buf, &which, &expected)?
            }
            (Type::Scalar(s), Arg::Scalar(c)) if c.ty == s => BoundArg::Scalar(*c),
            (Type::Struct(id), Arg::Struct(sa)) => {
                let bytes = encode_struct(module, id, sa)
                    .map_err(|why| invalid(device, format!("{which}: {why}")))?;
                BoundArg::Struct(bytes)
            }
            (Type::Buffer(_) | Type::Scalar(_) | Type::Struct(_), _) => return Err(mismatch()),
            (ty, _) => {
                return Err(invalid(
                    device,
                    format!(
                        "{which}: a parameter of type {} cannot be passed from the host",
                        type_name(module, ty)
                    ),
                ))
            }
        };
        bound.push(b);
    }
    if buffers > device.max_buffers() {
        return Err(GpuError::new(
            ErrorKind::ResourceExhausted,
            device.err_backend(),
            format!(
                "kernel @{} binds {buffers} buffers; {} allows at most {}",
                func.name,
                device.describe(),
                device.max_buffers()
            ),
        ));
    }
    Ok(bound)
}

fn bind_buffer(
    device: &Device,
    module: &Module,
    elem: Elem,
    buf: &dyn AnyBuffer,
    which: &Which<'_>,
    expected: &str,
) -> Result<BoundArg, GpuError> {
    let core = core_of(buf);
    if core.device != *device {
        return Err(invalid(
            device,
            format!(
                "{which}: the buffer belongs to {}, but the kernel was compiled for {}",
                core.device.describe(),
                device.describe()
            ),
        ));
    }
    if core.elem.size() != core.stride {
        return Err(invalid(
            device,
            format!(
                "{which}: the host element type {} describes {} bytes per element but is {} bytes",
                core.elem,
                core.elem.size(),
                core.stride
            ),
        ));
    }
    // A struct element gets the field-by-field reason; anything else the
    // plain "expected ..., got ..." form.
    let both_structs = matches!((elem, &core.elem), (Elem::Struct(_), ElemDesc::Struct(_)));
    check_elem(module, elem, &core.elem).map_err(|why| {
        let message = if both_structs {
            format!(
                "{which}: a buffer of {} does not match {expected}: {why}",
                core.elem
            )
        } else {
            format!(
                "{which}: expected {expected}, got a buffer of {}",
                core.elem
            )
        };
        invalid(device, message)
    })?;
    Ok(BoundArg::Buffer(core.raw.clone()))
}

/// The bytes of `arg` in the kernel's layout of struct `id`.
fn encode_struct(module: &Module, id: StructId, arg: &StructArg) -> Result<Vec<u8>, String> {
    let layout = struct_layout(module, id)
        .ok_or_else(|| format!("struct {} has no layout", struct_name(module, id)))?;
    let size = usize::try_from(layout.size).map_err(|_| "the struct is too large".to_string())?;
    let mut out = vec![0u8; size];
    encode_into(module, id, arg, "", &mut out, 0)?;
    Ok(out)
}

fn encode_into(
    module: &Module,
    id: StructId,
    arg: &StructArg,
    path: &str,
    out: &mut [u8],
    base: usize,
) -> Result<(), String> {
    let name = struct_name(module, id);
    let (Some(def), Some(layout)) = (module.structs.get(id), struct_layout(module, id)) else {
        return Err(format!("struct {name} has no layout"));
    };
    let fields = match &arg.body {
        StructBody::Host { desc, bytes } => {
            check_elem(module, Elem::Struct(id), desc).map_err(|why| {
                format!(
                    "host value {} does not match struct {name}: {why}",
                    arg.name
                )
            })?;
            let end = base + bytes.len();
            if bytes.len() as u64 != layout.size || end > out.len() {
                return Err(format!(
                    "host value {} is {} bytes, struct {name} is {}",
                    arg.name,
                    bytes.len(),
                    layout.size
                ));
            }
            out[base..end].copy_from_slice(bytes);
            return Ok(());
        }
        StructBody::Fields(fields) => fields,
    };
    if arg.name != name {
        return Err(format!("expected struct {name}, got struct {}", arg.name));
    }
    for (i, (fname, _)) in fields.iter().enumerate() {
        if fields[..i].iter().any(|(g, _)| g == fname) {
            return Err(format!(
                "field `{path}{fname}` of struct {name} is given twice"
            ));
        }
        if !def.fields.iter().any(|f| f.name == *fname) {
            let known: Vec<&str> = def.fields.iter().map(|f| f.name.as_str()).collect();
            return Err(format!(
                "struct {name} has no field `{path}{fname}` (its fields: {})",
                known.join(", ")
            ));
        }
    }
    for (k, field) in def.fields.iter().enumerate() {
        let full = format!("{path}{}", field.name);
        let Some((_, value)) = fields.iter().find(|(g, _)| *g == field.name) else {
            return Err(format!(
                "field `{full}` of struct {name} ({}) is missing",
                type_name(module, field.ty)
            ));
        };
        let at = base + layout.offsets[k] as usize;
        match (field.ty, value) {
            (Type::Scalar(s), FieldValue::Scalar(c)) if c.ty == s => {
                let n = s.size() as usize;
                let dst = out
                    .get_mut(at..at + n)
                    .ok_or_else(|| format!("field `{full}` lies outside struct {name}"))?;
                dst.copy_from_slice(&c.bits.to_le_bytes()[..n]);
            }
            (Type::Struct(inner), FieldValue::Struct(sa)) => {
                encode_into(module, inner, sa, &format!("{full}."), out, at)?;
            }
            (ty, v) => {
                let got = match v {
                    FieldValue::Scalar(c) => c.ty.name().to_string(),
                    FieldValue::Struct(sa) => format!("struct {}", sa.name),
                };
                return Err(format!(
                    "field `{full}` of struct {name}: expected {}, got {got}",
                    type_name(module, ty)
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        magpie_mpir::parse(src).value.expect("parses")
    }

    const SRC: &str = "value struct TIn { field x: u8 field y: f32 }\n\
        value struct TOut { field a: u16 field inner: TIn field b: i64 }\n";

    #[test]
    fn nested_struct_bytes_follow_the_layout() {
        let m = module(SRC);
        let id = m.struct_by_name("TOut").unwrap();
        // TIn: x@0, y@4, size 8. TOut: a@0, inner@4, b@16, size 24.
        let arg = StructArg::new("TOut")
            .field("b", -2i64)
            .field("a", 0x1234u16)
            .field(
                "inner",
                StructArg::new("TIn").field("y", 1.5f32).field("x", 7u8),
            );
        let bytes = encode_struct(&m, id, &arg).unwrap();
        let mut want = vec![0u8; 24];
        want[0..2].copy_from_slice(&0x1234u16.to_le_bytes());
        want[4] = 7;
        want[8..12].copy_from_slice(&1.5f32.to_le_bytes());
        want[16..24].copy_from_slice(&(-2i64).to_le_bytes());
        assert_eq!(bytes, want);
    }

    #[test]
    fn nested_errors_name_the_path() {
        let m = module(SRC);
        let id = m.struct_by_name("TOut").unwrap();
        let arg = StructArg::new("TOut")
            .field("a", 1u16)
            .field("b", 2i64)
            .field(
                "inner",
                StructArg::new("TIn").field("x", 7u8).field("y", 1.5f64),
            );
        let e = encode_struct(&m, id, &arg).unwrap_err();
        assert!(
            e.contains("`inner.y`") && e.contains("expected f32, got f64"),
            "{e}"
        );
        let arg = StructArg::new("TOut")
            .field("a", 1u16)
            .field("b", 2i64)
            .field("inner", 3u32);
        let e = encode_struct(&m, id, &arg).unwrap_err();
        assert!(
            e.contains("`inner`") && e.contains("expected TIn, got u32"),
            "{e}"
        );
    }

    #[repr(C)]
    #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
    struct In {
        x: u8,
        _p: [u8; 3],
        y: f32,
    }
    crate::host_struct!(In as "TIn" { x: u8, y: f32 });

    #[repr(C)]
    #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
    struct Out {
        a: u16,
        _p: u16,
        inner: In,
        _q: u32,
        b: i64,
    }
    crate::host_struct!(Out as "TOut" { a: u16, inner: In, b: i64 });

    /// Like `Out` but with `inner.y` where the kernel has padding.
    #[repr(C)]
    #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
    struct OutBad {
        a: u16,
        _p: u16,
        inner: InBad,
        b: i64,
    }
    #[repr(C)]
    #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
    struct InBad {
        x: u8,
        _p: [u8; 1],
        y: u16,
    }
    crate::host_struct!(InBad as "TIn" { x: u8, y: u16 });
    crate::host_struct!(OutBad as "TOut" { a: u16, inner: InBad, b: i64 });

    #[test]
    fn host_structs_are_checked_recursively() {
        let m = module(SRC);
        let elem = Elem::Struct(m.struct_by_name("TOut").unwrap());
        check_elem(&m, elem, &Out::desc()).unwrap();
        let e = check_elem(&m, elem, &OutBad::desc()).unwrap_err();
        assert!(e.contains("`inner.y`"), "{e}");
        let host = Out {
            a: 3,
            _p: 0,
            inner: In {
                x: 1,
                _p: [0; 3],
                y: 2.0,
            },
            _q: 0,
            b: 9,
        };
        let from_host = encode_struct(
            &m,
            m.struct_by_name("TOut").unwrap(),
            &StructArg::from_host(&host),
        )
        .unwrap();
        assert_eq!(from_host, bytemuck::bytes_of(&host));
        let e = check_elem(&m, elem, &ElemDesc::Scalar(Scalar::U32)).unwrap_err();
        assert!(e.contains("TOut"), "{e}");
    }
}
