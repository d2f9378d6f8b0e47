//! Types and constants: one SPIR-V type per IR type, cached, and the
//! capability bookkeeping each type implies.
//!
//! Integers of either signedness share one `OpTypeInt W 0`: the op decides
//! signedness (`OpSDiv` vs `OpUDiv`), as in the IR. `bool` is `OpTypeBool`
//! in SSA and in workgroup memory; in storage buffers it is a `u8` and in
//! push constants a `u32` (SPIR-V has no externally visible booleans).
//! `bf16` is emulated ([`crate::ops::bf16`]): an f32 in SSA (its constants
//! are f32 constants of the same value) and its 16 bits, a `u16`, in every
//! memory (buffers, push constants, workgroup arrays).

use magpie_gpu::Capability;
use magpie_mpir::{Const, Scalar, StructId, Type};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{Capability as SpvCap, Decoration, StorageClass, Word};

use crate::module::Ctx;
use crate::{Error, Result};

/// Where a memory type lives: decides how `bool` and `bf16` are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Mem {
    Storage,
    Push,
    Workgroup,
}

impl Mem {
    pub(crate) fn class(self) -> StorageClass {
        match self {
            Mem::Storage => StorageClass::StorageBuffer,
            Mem::Push => StorageClass::PushConstant,
            Mem::Workgroup => StorageClass::Workgroup,
        }
    }
}

impl Ctx<'_> {
    pub(crate) fn need(&mut self, cap: SpvCap) {
        if !self.caps.contains(&cap) {
            self.caps.push(cap);
        }
    }

    pub(crate) fn need_ext(&mut self, ext: &'static str) {
        if !self.exts.contains(&ext) {
            self.exts.push(ext);
        }
    }

    /// Fails with MPG_CORE_1200 when the device lacks `cap`; otherwise the
    /// emitted code relies on `cap` ([`crate::SpirvKernel::requires`]).
    pub(crate) fn require(&mut self, cap: Capability, what: &str) -> Result<()> {
        if !self.options.has(cap) {
            let e = Error::missing(cap, what);
            return Err(if self.options.spec_constant_predicates {
                e.note(
                    "predicates are specialization constants here, so both sides of every \
                     predicate branch are emitted and the options must offer what either uses",
                )
            } else {
                e
            });
        }
        if !self.requires.contains(&cap) {
            self.requires.push(cap);
        }
        Ok(())
    }

    pub(crate) fn ty_scalar(&mut self, s: Scalar) -> Result<Word> {
        if let Some(&t) = self.scalars.get(&s) {
            return Ok(t);
        }
        let t = match s {
            Scalar::Bool => self.b.type_bool(),
            Scalar::Bf16 => {
                // Emulated: the f32 register holding the bf16 value. Not
                // cached under Bf16, so that a type id maps back to one
                // scalar (F32).
                self.require(Capability::Bf16, "the bf16 type")?;
                return self.ty_scalar(Scalar::F32);
            }
            Scalar::F16 | Scalar::F32 | Scalar::F64 => {
                match s {
                    Scalar::F16 => {
                        self.require(Capability::F16Arithmetic, "the f16 type")?;
                        self.need(SpvCap::Float16);
                    }
                    Scalar::F64 => {
                        self.require(Capability::Float64, "the f64 type")?;
                        self.need(SpvCap::Float64);
                    }
                    _ => {}
                }
                self.b.type_float(s.bits(), None)
            }
            _ => {
                match s.bits() {
                    8 => self.need(SpvCap::Int8),
                    16 => self.need(SpvCap::Int16),
                    64 => {
                        self.require(Capability::Int64, "a 64-bit integer type")?;
                        self.need(SpvCap::Int64);
                    }
                    _ => {}
                }
                self.b.type_int(s.bits(), 0)
            }
        };
        self.scalars.insert(s, t);
        Ok(t)
    }

    /// The SSA type of a value (`None` for unit).
    pub(crate) fn ty(&mut self, t: Type) -> Result<Word> {
        match t {
            Type::Scalar(s) => self.ty_scalar(s),
            Type::Struct(id) => self.ty_struct(id),
            Type::Unit => Ok(self.void),
            other => Err(Error::unsupported(format!(
                "a value of type {other:?} in SSA form"
            ))),
        }
    }

    /// An undecorated struct for SSA values and workgroup memory.
    pub(crate) fn ty_struct(&mut self, id: StructId) -> Result<Word> {
        if let Some(&t) = self.ssa_structs.get(&id) {
            return Ok(t);
        }
        let def = &self.module.structs[id];
        let mut members = Vec::with_capacity(def.fields.len());
        for f in &def.fields {
            members.push(self.ty(f.ty)?);
        }
        let fresh = self.b.id();
        let t = self.b.type_struct_id(Some(fresh), members);
        self.ssa_structs.insert(id, t);
        Ok(t)
    }

    /// The stored form of a scalar.
    pub(crate) fn mem_scalar(&mut self, s: Scalar, mem: Mem) -> Result<Scalar> {
        let stored = match (s, mem) {
            (Scalar::Bool, Mem::Storage) => Scalar::U8,
            (Scalar::Bool, Mem::Push) => Scalar::U32,
            (Scalar::Bf16, _) => {
                self.require(Capability::Bf16, "the bf16 type")?;
                Scalar::U16
            }
            _ => s,
        };
        match (stored.size(), mem) {
            (1, Mem::Storage) => {
                self.need(SpvCap::StorageBuffer8BitAccess);
                if self.spirv < (1, 5) {
                    self.need_ext("SPV_KHR_8bit_storage");
                }
            }
            (2, Mem::Storage) => {
                self.need(SpvCap::StorageBuffer16BitAccess);
                if self.spirv < (1, 3) {
                    self.need_ext("SPV_KHR_16bit_storage");
                }
            }
            (1, Mem::Push) => {
                self.need(SpvCap::StoragePushConstant8);
                if self.spirv < (1, 5) {
                    self.need_ext("SPV_KHR_8bit_storage");
                }
            }
            (2, Mem::Push) => {
                self.need(SpvCap::StoragePushConstant16);
                if self.spirv < (1, 3) {
                    self.need_ext("SPV_KHR_16bit_storage");
                }
            }
            _ => {}
        }
        Ok(stored)
    }

    /// A struct laid out for a storage buffer: natural offsets, `bool` as `u8`.
    pub(crate) fn mem_struct(&mut self, id: StructId) -> Result<Word> {
        if let Some(&t) = self.mem_structs.get(&id) {
            return Ok(t);
        }
        let layout = magpie_gpu::layout::struct_layout(self.module, id)
            .ok_or_else(|| Error::unsupported("a struct without a layout in a buffer"))?;
        let def = &self.module.structs[id];
        let mut members = Vec::with_capacity(def.fields.len());
        for f in &def.fields {
            members.push(self.mem_type(f.ty)?);
        }
        let fresh = self.b.id();
        let t = self.b.type_struct_id(Some(fresh), members);
        for (k, off) in layout.offsets.iter().enumerate() {
            self.b.member_decorate(
                t,
                k as u32,
                Decoration::Offset,
                [SpvOperand::LiteralBit32(*off as u32)],
            );
        }
        self.mem_structs.insert(id, t);
        Ok(t)
    }

    /// The storage-buffer form of a type.
    pub(crate) fn mem_type(&mut self, t: Type) -> Result<Word> {
        match t {
            Type::Scalar(s) => {
                let stored = self.mem_scalar(s, Mem::Storage)?;
                self.ty_scalar(stored)
            }
            Type::Struct(id) => self.mem_struct(id),
            other => Err(Error::unsupported(format!("{other:?} in a buffer"))),
        }
    }

    /// The workgroup-memory form of a type: the SSA type, except that bf16
    /// (also inside structs) is held as its 16 bits.
    pub(crate) fn wg_type(&mut self, t: Type) -> Result<Word> {
        match t {
            Type::Scalar(s) => {
                let stored = self.mem_scalar(s, Mem::Workgroup)?;
                self.ty_scalar(stored)
            }
            Type::Struct(id) if self.has_bf16(t) => {
                if let Some(&w) = self.wg_structs.get(&id) {
                    return Ok(w);
                }
                let fields: Vec<Type> = self.module.structs[id]
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut members = Vec::with_capacity(fields.len());
                for f in fields {
                    members.push(self.wg_type(f)?);
                }
                let fresh = self.b.id();
                let w = self.b.type_struct_id(Some(fresh), members);
                self.wg_structs.insert(id, w);
                Ok(w)
            }
            _ => self.ty(t),
        }
    }

    /// The memory form of `t` in `mem` (not [`Mem::Push`], which has no
    /// pointers to whole values).
    pub(crate) fn mem_type_in(&mut self, t: Type, mem: Mem) -> Result<Word> {
        match mem {
            Mem::Workgroup => self.wg_type(t),
            _ => self.mem_type(t),
        }
    }

    /// Whether a value of `t` holds a bf16 anywhere (its memory form then
    /// differs from its SSA form).
    pub(crate) fn has_bf16(&self, t: Type) -> bool {
        match t {
            Type::Scalar(s) => s == Scalar::Bf16,
            Type::Struct(id) => self.module.structs[id]
                .fields
                .iter()
                .any(|f| self.has_bf16(f.ty)),
            _ => false,
        }
    }

    pub(crate) fn ptr(&mut self, class: StorageClass, pointee: Word) -> Word {
        self.b.type_pointer(None, class, pointee)
    }

    pub(crate) fn constant(&mut self, c: Const) -> Result<Word> {
        if c.ty == Scalar::Bf16 {
            // The f32 of the same value: bf16 is f32's top half.
            self.require(Capability::Bf16, "the bf16 type")?;
            return self.constant(Const {
                ty: Scalar::F32,
                bits: (c.bits & 0xffff) << 16,
            });
        }
        let ty = self.ty_scalar(c.ty)?;
        if let Some(&id) = self.consts.get(&(ty, c.bits)) {
            return Ok(id);
        }
        let id = match c.ty {
            Scalar::Bool if c.bits != 0 => self.b.constant_true(ty),
            Scalar::Bool => self.b.constant_false(ty),
            s if s.bits() == 64 => self.b.constant_bit64(ty, c.bits),
            // Narrow types: the value in the low bits of one word,
            // zero-extended (our integer types are unsigned-declared).
            _ => self.b.constant_bit32(ty, c.bits as u32),
        };
        self.consts.insert((ty, c.bits), id);
        Ok(id)
    }

    pub(crate) fn c_u32(&mut self, v: u32) -> Result<Word> {
        self.constant(Const::u32(v))
    }

    pub(crate) fn c_int(&mut self, s: Scalar, v: i128) -> Result<Word> {
        self.constant(Const::int(s, v))
    }

    pub(crate) fn c_float(&mut self, s: Scalar, v: f64) -> Result<Word> {
        self.constant(Const::float(s, v))
    }

    pub(crate) fn glsl(&mut self) -> Word {
        if let Some(g) = self.glsl {
            return g;
        }
        let g = self.b.ext_inst_import("GLSL.std.450");
        self.glsl = Some(g);
        g
    }

    pub(crate) fn decorate(&mut self, id: Word, d: Decoration, args: &[u32]) {
        self.b.decorate(
            id,
            d,
            args.iter()
                .map(|a| SpvOperand::LiteralBit32(*a))
                .collect::<Vec<_>>(),
        );
    }
}
