//! Host element types: what a [`Buffer`](crate::Buffer) holds, described so
//! that the runtime can check it against a kernel's parameter type.
//!
//! Scalars describe themselves. A `#[repr(C)]` Pod struct describes its host
//! layout by hand (or with [`host_struct!`](crate::host_struct)): field
//! names, types and byte offsets as the Rust compiler placed them. The runtime
//! compares that description with the kernel's `value struct` laid out by
//! [`magpie_gpu::layout::struct_layout`]; any difference is an error naming
//! the field and both offsets. That comparison is the one place where
//! host-compatible layouts are enforced, so a struct buffer is never
//! reinterpreted silently.

use std::fmt;

use magpie_gpu::layout::struct_layout;
use magpie_mpir::{Elem, Module, Scalar, StructId, Type};

/// A type that can live in a buffer: plain old data with a description.
pub trait Element: bytemuck::Pod + Send + Sync {
    fn desc() -> ElemDesc;
}

/// The description of an element type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElemDesc {
    Scalar(Scalar),
    Struct(StructDesc),
}

/// A host struct: its name (for messages), its size in bytes (the buffer
/// stride) and its fields in declaration order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDesc {
    pub name: String,
    pub size: u64,
    pub fields: Vec<FieldDesc>,
}

/// One field of a host struct, at its byte offset in the host layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldDesc {
    pub name: String,
    pub ty: ElemDesc,
    pub offset: u64,
}

impl ElemDesc {
    /// The size of one element in bytes.
    pub fn size(&self) -> u64 {
        match self {
            ElemDesc::Scalar(s) => u64::from(s.size()),
            ElemDesc::Struct(d) => d.size,
        }
    }
}

impl fmt::Display for ElemDesc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElemDesc::Scalar(s) => f.write_str(s.name()),
            ElemDesc::Struct(d) => write!(f, "host struct {}", d.name),
        }
    }
}

macro_rules! scalar_elements {
    ($($t:ty => $s:ident),* $(,)?) => {$(
        impl Element for $t {
            fn desc() -> ElemDesc {
                ElemDesc::Scalar(Scalar::$s)
            }
        }
    )*};
}

scalar_elements! {
    u8 => U8, i8 => I8, u16 => U16, i16 => I16, u32 => U32, i32 => I32,
    u64 => U64, i64 => I64, f32 => F32, f64 => F64,
    half::f16 => F16, half::bf16 => Bf16,
}

/// Implements [`Element`] for a `#[repr(C)]` Pod struct, describing its
/// host layout with `offset_of!`. The field types are checked against the
/// struct's own (a wrong type does not compile).
///
/// ```
/// #[repr(C)]
/// #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
/// struct Params { a: i32, pad: u32, b: i64 }
/// magpie_rt::host_struct!(Params as "TParams" { a: i32, pad: u32, b: i64 });
/// ```
///
/// `as "TName"` is optional; without it the Rust name is used in messages.
#[macro_export]
macro_rules! host_struct {
    ($t:ty as $name:literal { $($field:ident : $fty:ty),* $(,)? }) => {
        $crate::__host_struct_impl!($t, $name, { $($field : $fty),* });
    };
    ($t:ty { $($field:ident : $fty:ty),* $(,)? }) => {
        $crate::__host_struct_impl!($t, ::core::stringify!($t), { $($field : $fty),* });
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __host_struct_impl {
    ($t:ty, $name:expr, { $($field:ident : $fty:ty),* }) => {
        impl $crate::Element for $t {
            fn desc() -> $crate::ElemDesc {
                $(
                    // The declared type must be the field's own type. By
                    // value, so that packed structs work too.
                    let _: fn($t) -> $fty = |s: $t| s.$field;
                )*
                $crate::ElemDesc::Struct($crate::StructDesc {
                    name: ::std::string::String::from($name),
                    size: ::core::mem::size_of::<$t>() as u64,
                    fields: ::std::vec![$(
                        $crate::FieldDesc {
                            name: ::std::string::String::from(::core::stringify!($field)),
                            ty: <$fty as $crate::Element>::desc(),
                            offset: ::core::mem::offset_of!($t, $field) as u64,
                        }
                    ),*],
                })
            }
        }
    };
}

/// The kernel's spelling of a type, as a parameter list shows it.
pub(crate) fn type_name(module: &Module, ty: Type) -> String {
    magpie_mpir::print::ty(module, ty)
}

pub(crate) fn struct_name(module: &Module, id: StructId) -> String {
    module
        .structs
        .get(id)
        .map_or_else(|| "<unknown struct>".into(), |s| s.name.clone())
}

/// Checks a host element description against the kernel's element type.
/// `Err` holds the reason, without the parameter (the caller names it).
pub(crate) fn check_elem(module: &Module, expected: Elem, got: &ElemDesc) -> Result<(), String> {
    match (expected, got) {
        (Elem::Scalar(e), ElemDesc::Scalar(g)) if e == *g => Ok(()),
        (Elem::Scalar(e), _) => Err(format!("expected elements of {}, got {got}", e.name())),
        (Elem::Struct(id), ElemDesc::Struct(desc)) => check_struct(module, id, desc, ""),
        (Elem::Struct(id), ElemDesc::Scalar(g)) => Err(format!(
            "expected elements of struct {}, got {}",
            struct_name(module, id),
            g.name()
        )),
    }
}

/// Field by field: names, types and offsets (host vs. the kernel's layout),
/// then the size. `path` prefixes nested field names (`outer.inner`).
fn check_struct(
    module: &Module,
    id: StructId,
    desc: &StructDesc,
    path: &str,
) -> Result<(), String> {
    let name = struct_name(module, id);
    let (Some(def), Some(layout)) = (module.structs.get(id), struct_layout(module, id)) else {
        return Err(format!("struct {name} has no host-compatible layout"));
    };
    for (i, field) in def.fields.iter().enumerate() {
        let full = format!("{path}{}", field.name);
        let Some(host) = desc.fields.get(i) else {
            return Err(format!(
                "host struct {} has no field `{full}` (struct {name} field {i}, at offset {})",
                desc.name, layout.offsets[i]
            ));
        };
        if host.name != field.name {
            return Err(format!(
                "field {i} of struct {name} is `{full}`, but host struct {} has `{path}{}` there",
                desc.name, host.name
            ));
        }
        let offset = layout.offsets[i];
        if host.offset != offset {
            return Err(format!(
                "field `{full}` of struct {name}: host offset {} but kernel offset {offset} \
                 (use #[repr(C)] and padding to match the kernel's layout)",
                host.offset
            ));
        }
        match (field.ty, &host.ty) {
            (Type::Scalar(k), ElemDesc::Scalar(h)) if k == *h => {}
            (Type::Struct(inner), ElemDesc::Struct(h)) => {
                check_struct(module, inner, h, &format!("{full}."))?;
            }
            (kt, ht) => {
                return Err(format!(
                    "field `{full}` of struct {name}: host type {ht} but kernel type {}",
                    type_name(module, kt)
                ));
            }
        }
    }
    if let Some(extra) = desc.fields.get(def.fields.len()) {
        return Err(format!(
            "host struct {} has a field `{path}{}` that struct {name} does not have",
            desc.name, extra.name
        ));
    }
    if desc.size != layout.size {
        return Err(format!(
            "struct {name}{}: host size {} but kernel size {} (the element stride must match)",
            if path.is_empty() {
                String::new()
            } else {
                format!(" (at `{}`)", path.trim_end_matches('.'))
            },
            desc.size,
            layout.size
        ));
    }
    Ok(())
}
