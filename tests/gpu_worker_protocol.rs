//! The GPU worker's protocol on a machine without a GPU (CI): `cudalab gpu-worker` answers every
//! command that has a reply with the reason it cannot open the GPU, takes commands without a reply
//! silently, survives garbage, and ends when its stdin closes. The GPU tests in kernel_programs.rs
//! cover the rest; the encoding of each command and reply is tested in `gpu::worker::wire`.

use cudalab::gpu::device::GpuError;
use cudalab::gpu::device::ModuleId;
use cudalab::gpu::worker::wire::{read_frame, Command, Op, Reply};
use std::io::Write;
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};

fn start() -> Option<(Child, ChildStdin, ChildStdout)> {
    if cudalab::gpu::driver::driver_present() {
        eprintln!("skipped: a CUDA driver is present (the GPU tests cover the worker there)");
        return None;
    }
    let mut child =
        Process::new(env!("CARGO_BIN_EXE_cudalab")).arg("gpu-worker").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("start the worker");
    let input = child.stdin.take().expect("stdin");
    let output = child.stdout.take().expect("stdout");
    Some((child, input, output))
}

fn send(input: &mut ChildStdin, cmd: &Command) {
    input.write_all(&cmd.encode().expect("encodes")).expect("send");
}

/// The reply to a command of op `to`: it must be an error; its message.
fn failure(output: &mut ChildStdout, to: Op) -> String {
    let frame = read_frame(output).expect("a reply");
    match Reply::decode(&frame, to).expect("a well-formed reply") {
        Reply::Failed(e) => e.to_string(),
        other => panic!("expected an error reply, got {}", other.name()),
    }
}

#[test]
fn worker_answers_without_a_gpu_and_ends_with_its_stdin() {
    let Some((mut child, mut input, mut output)) = start() else { return };
    // HELLO: an error reply carrying the reason.
    send(&mut input, &Command::Hello);
    let why = failure(&mut output, Op::Hello);
    assert!(why.contains("no CUDA driver"), "{why}");
    // A launch (no reply) and then an allocation: the allocation is answered, the worker lives.
    send(&mut input, &Command::Launch { module: ModuleId(1), grid: [1, 1, 1], block: [32, 1, 1], shared: 0, params: &[1, 2, 3] });
    send(&mut input, &Command::Alloc { bytes: 64 });
    assert!(failure(&mut output, Op::Alloc).contains("no CUDA driver"));
    drop(input);
    let status = child.wait().expect("the worker ends when its stdin closes");
    assert!(status.success(), "{status}");
}

#[test]
fn worker_survives_garbage_and_a_lying_length() {
    let Some((mut child, mut input, mut output)) = start() else { return };
    // An unknown op, an empty frame and a truncated allocation are answered; the worker lives.
    input.write_all(&[1, 0, 0, 0, 200]).expect("send an unknown op");
    assert!(!failure(&mut output, Op::Sync).is_empty());
    input.write_all(&[0, 0, 0, 0]).expect("send an empty frame");
    assert!(!failure(&mut output, Op::Sync).is_empty());
    input.write_all(&[3, 0, 0, 0, Op::Alloc as u8, 1, 2]).expect("send a short alloc");
    assert!(!failure(&mut output, Op::Alloc).is_empty());
    send(&mut input, &Command::Memory);
    let frame = read_frame(&mut output).expect("a reply");
    assert!(matches!(Reply::decode(&frame, Op::Memory), Ok(Reply::Failed(GpuError::Unavailable(_)))));
    // A prefix that promises 4 GiB and then the pipe closes: the worker ends, no reply, no abort.
    input.write_all(&[0xff, 0xff, 0xff, 0xff, Op::Write as u8, 0, 0]).expect("send a lying prefix");
    drop(input);
    let status = child.wait().expect("the worker ends when its stdin closes");
    assert!(status.success(), "{status}");
}
