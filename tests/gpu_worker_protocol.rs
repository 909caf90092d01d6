//! The GPU worker's protocol on a machine without a GPU (CI): `cudalab gpu-worker` answers every
//! command that has a reply with the reason it cannot open the GPU, takes commands without a reply
//! silently, and ends when its stdin closes. The GPU tests in kernel_programs.rs cover the rest.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

fn message(op: u8, payload: &[u8]) -> Vec<u8> {
    let mut m = ((payload.len() + 1) as u32).to_le_bytes().to_vec();
    m.push(op);
    m.extend_from_slice(payload);
    m
}

fn reply(out: &mut impl Read) -> (u8, Vec<u8>) {
    let mut len = [0u8; 4];
    out.read_exact(&mut len).expect("a reply");
    let mut body = vec![0u8; u32::from_le_bytes(len) as usize];
    out.read_exact(&mut body).expect("a reply body");
    (body[0], body[1..].to_vec())
}

#[test]
fn worker_answers_without_a_gpu_and_ends_with_its_stdin() {
    if cudalab::gpu::driver::driver_present() {
        eprintln!("skipped: a CUDA driver is present (the GPU tests cover the worker there)");
        return;
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_cudalab")).arg("gpu-worker").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("start the worker");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = child.stdout.take().expect("stdout");
    // HELLO: an error reply (tag 1) carrying the reason.
    input.write_all(&message(1, &[])).expect("send hello");
    let (tag, body) = reply(&mut output);
    assert_eq!(tag, 1);
    assert!(String::from_utf8_lossy(&body).contains("no CUDA driver"), "{}", String::from_utf8_lossy(&body));
    // A launch (no reply) and then an allocation: the allocation is answered, the worker lives.
    input.write_all(&message(9, &[1, 2, 3])).expect("send launch");
    input.write_all(&message(3, &64u64.to_le_bytes())).expect("send alloc");
    let (tag, _) = reply(&mut output);
    assert_eq!(tag, 1);
    drop(input);
    let status = child.wait().expect("the worker ends when its stdin closes");
    assert!(status.success(), "{status}");
}
