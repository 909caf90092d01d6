"""Hostile bytes and messages: nothing sent to a port may end the kernel or run twice.

Raw TCP sockets speak just enough ZMTP 3 to reach the frame decoder before any handshake, as an
attacker on a shared host could; the replay test resends a captured, correctly signed request.
"""
import os
import socket
import stat
import struct
import subprocess
import time

import pytest
from jupyter_client.manager import KernelManager, start_new_kernel

from test_behaviour import run


@pytest.fixture(scope="module")
def kernel():
    km, kc = start_new_kernel(kernel_name="cudalab", startup_timeout=30)
    yield km, kc
    kc.stop_channels()
    km.shutdown_kernel(now=True)


def value_of(kc, expr):
    reply, msgs = run(kc, expr)
    assert reply["content"]["status"] == "ok", reply["content"]
    return [m for m in msgs if m["msg_type"] == "execute_result"][0]["content"]["data"]["text/plain"]


def greeting() -> bytes:
    """A ZMTP 3.0 greeting with the NULL mechanism (64 bytes)."""
    return b"\xff" + b"\x00" * 8 + b"\x7f" + b"\x03\x00" + b"NULL".ljust(20, b"\x00") + b"\x00" + b"\x00" * 31


def ports(km):
    return [km.shell_port, km.iopub_port, km.stdin_port, km.control_port, km.hb_port]


@pytest.mark.parametrize("flags", [0x02, 0x06, 0x03])  # long message frame, long command, long with MORE
def test_huge_frame_announced_before_handshake(kernel, flags):
    km, kc = kernel
    run(kc, "survivor = 6")
    for port in ports(km):
        s = socket.create_connection((km.ip, port), timeout=5)
        try:
            s.sendall(greeting() + bytes([flags]) + struct.pack(">Q", 1 << 40) + b"x" * 1000)
            time.sleep(0.05)
        finally:
            s.close()
    assert kc.hb_channel.is_beating()
    assert value_of(kc, "survivor * 7") == "42"


def test_many_medium_frames_do_not_reserve_what_they_announce(kernel):
    km, kc = kernel
    conns = []
    try:
        for _ in range(50):
            s = socket.create_connection((km.ip, km.shell_port), timeout=5)
            s.sendall(greeting() + b"\x02" + struct.pack(">Q", 200 << 20) + b"y" * 100)
            conns.append(s)
        time.sleep(0.3)
        import psutil

        rss = psutil.Process(km.provisioner.process.pid).memory_info().rss
        assert rss < 1 << 30, f"kernel RSS {rss} after 50 peers announced 200 MiB frames"
    finally:
        for s in conns:
            s.close()
    assert value_of(kc, "1 + 1") == "2"


def test_garbage_and_truncated_greetings(kernel):
    km, kc = kernel
    payloads = [b"", b"\x00" * 64, b"GET / HTTP/1.1\r\n\r\n", greeting()[:10], greeting() + b"\xff" * 64, os.urandom(4096)]
    for port in ports(km):
        for p in payloads:
            s = socket.create_connection((km.ip, port), timeout=5)
            try:
                s.sendall(p)
            except OSError:
                pass
            finally:
                s.close()
    time.sleep(0.2)
    assert kc.hb_channel.is_beating()
    assert value_of(kc, "'alive'") == "'alive'"


def test_replayed_request_runs_once(kernel):
    import zmq

    km, kc = kernel
    run(kc, "counter = 0")
    session = kc.session
    msg = session.msg("execute_request", {"code": "counter += 1", "silent": False, "store_history": False, "user_expressions": {}, "allow_stdin": False, "stop_on_error": True})
    frames = session.serialize(msg)
    sock = zmq.Context.instance().socket(zmq.DEALER)
    sock.connect(f"tcp://{km.ip}:{km.shell_port}")
    try:
        for _ in range(3):
            sock.send_multipart(frames)
        time.sleep(0.5)
    finally:
        sock.close(linger=0)
    assert value_of(kc, "counter") == "1"


def test_star_ip_in_connection_file(tmp_path):
    km = KernelManager(kernel_name="cudalab", ip="*")
    # jupyter_client connects to "*" as given; only the kernel's bind matters here.
    km.start_kernel()
    try:
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", km.hb_port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("kernel started with ip '*' does not listen")
        assert km.is_alive()
    finally:
        km.shutdown_kernel(now=True)


def test_ipc_sockets_are_private(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    km = KernelManager(kernel_name="cudalab", transport="ipc", ip="kernel-ipc")
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=10)
        files = [p for p in tmp_path.iterdir() if p.name.startswith("kernel-ipc-")]
        assert len(files) == 5
        for p in files:
            mode = stat.S_IMODE(p.stat().st_mode)
            assert mode & 0o077 == 0, f"{p.name} has mode {oct(mode)}"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_install_name_cannot_leave_the_kernels_directory(tmp_path):
    from conftest import cudalab_bin

    for bad in ["..", ".", "../evil", ".hidden"]:
        out = subprocess.run([cudalab_bin(), "install", "--prefix", str(tmp_path), "--name", bad], capture_output=True, text=True)
        assert out.returncode != 0 and "kernel name" in out.stderr, (bad, out.stderr)
    assert not (tmp_path / "share" / "jupyter" / "kernel.json").exists()


def test_memory_growth_is_a_memory_error_under_the_limit():
    km, kc = start_new_kernel(kernel_name="cudalab", startup_timeout=30, env={**os.environ, "CUDALAB_HOST_MEMORY_LIMIT": "512M"})
    try:
        run(kc, "keep = 'still here'")
        reply, _ = run(kc, "x = []\nfor i in range(10**9):\n    x.append([i])", timeout=120)
        assert reply["content"]["ename"] == "MemoryError", reply["content"]
        assert "host memory limit" in reply["content"]["evalue"]
        reply, _ = run(kc, "big = ''.join(str(i) for i in range(10**9))", timeout=120)
        assert reply["content"]["ename"] == "MemoryError", reply["content"]
        assert value_of(kc, "del x\nkeep") == "'still here'"
        assert value_of(kc, "sum(range(1000))") == "499500"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


@pytest.mark.parametrize("cell", ["!sleep {t}", "!sh -c 'sleep {t}; echo never'", "out = !sleep {t}"])
def test_interrupt_ends_a_shell_escape_and_its_children(kernel, cell):
    km, kc = kernel
    # A duration of this test's own, so no other `sleep` on the machine is counted as left over.
    t = "60.%06d" % (os.getpid() * 1000 + int(time.time() * 1000) % 1000)
    cell = cell.format(t=t)
    msg_id = kc.execute(cell)
    time.sleep(0.7)
    start = time.time()
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=10)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=10)
    assert time.time() - start < 5
    assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "KeyboardInterrupt"
    # The group was killed; give the kernel (the OS, on a loaded machine) a moment to end them.
    for _ in range(20):
        leftover = subprocess.run(["pgrep", "-f", f"sleep {t}"], capture_output=True, text=True).stdout.split()
        if not leftover:
            break
        time.sleep(0.1)
    assert not leftover, f"processes left running: {leftover}"
    assert value_of(kc, "'alive'") == "'alive'"


def test_interrupt_stops_a_huge_power(kernel):
    km, kc = kernel
    msg_id = kc.execute("7 ** (10 ** 9)")
    time.sleep(0.7)
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=30)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=30)
    assert reply["content"]["ename"] == "KeyboardInterrupt"


def test_run_output_keeps_the_cells_before_a_crash(tmp_path):
    from conftest import cudalab_bin

    nb = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "source": "print('first cell ran')", "outputs": [], "execution_count": None},
            {"cell_type": "code", "metadata": {}, "source": "!kill -9 $PPID", "outputs": [], "execution_count": None},
            {"cell_type": "code", "metadata": {}, "source": "print('never')", "outputs": [], "execution_count": None},
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    import json

    src, out = tmp_path / "crash.ipynb", tmp_path / "out.ipynb"
    src.write_text(json.dumps(nb))
    r = subprocess.run([cudalab_bin(), "run", str(src), "--output", str(out)], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0
    written = json.loads(out.read_text())
    assert written["cells"][0]["outputs"][0]["text"] == "first cell ran\n"
    assert written["cells"][2]["outputs"] == []
