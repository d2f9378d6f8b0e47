//! A control-flow [`Program`] as a module with its arguments:
//! `@cf(%inp: u32 input, %out: u32 output, %k: u32)`.

use magpie_mpir::{Const, Scalar};

use super::{lower, Program, INPUT_LEN, LANES};
use crate::generated::{header, BufferParam, Generated, Param, Program as AnyProgram, FILL};

impl Program {
    pub fn render(&self) -> Generated {
        let kernel = "cf".to_string();
        let mut src = header(&format!("difftest.cf_{}", self.seed), &kernel);
        src.push_str(&format!(
            ";;; cf seed {} size {}\ngpu fn @{kernel}(%inp: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %k: u32) -> unit workgroup({LANES}, 1, 1) {{\n",
            self.seed, self.size
        ));
        src.push_str(&lower::lower(self));
        src.push_str("}\n");
        let input: Vec<u8> = self.input.iter().flat_map(|v| v.to_le_bytes()).collect();
        debug_assert_eq!(input.len(), INPUT_LEN as usize * 4);
        let out_len = (LANES * self.width() * 4) as usize;
        Generated {
            generator: "cf",
            seed: self.seed,
            size: self.size,
            source: src,
            kernel,
            params: vec![
                Param::Buffer(BufferParam {
                    name: "inp".into(),
                    ty: Scalar::U32,
                    bytes: input,
                    output: false,
                }),
                Param::Buffer(BufferParam {
                    name: "out".into(),
                    ty: Scalar::U32,
                    bytes: vec![FILL; out_len],
                    output: true,
                }),
                Param::Scalar {
                    name: "k".into(),
                    value: Const::u32(self.param),
                },
            ],
            grid: [1, 1, 1],
            block: [LANES, 1, 1],
            needs: Vec::new(),
            shape: self.stats().shape,
            program: AnyProgram::Cf(self.clone()),
        }
    }
}
