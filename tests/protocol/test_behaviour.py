"""Kernel behaviour beyond jupyter_kernel_test: interrupts, input(), stream batching and order,
execution counts, errors in replies, signatures, display updates, surviving bad input."""
import json
import queue
import time

import pytest
from jupyter_client.manager import start_new_kernel


@pytest.fixture(scope="module")
def kernel():
    km, kc = start_new_kernel(kernel_name="cudalab", startup_timeout=30)
    yield km, kc
    kc.stop_channels()
    km.shutdown_kernel(now=True)


def run(kc, code, timeout=10, **kw):
    """Execute and collect (reply, iopub messages for this request up to idle)."""
    msg_id = kc.execute(code, **kw)
    reply = kc.get_shell_msg(timeout=timeout)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=timeout)
    msgs = []
    while True:
        m = kc.get_iopub_msg(timeout=timeout)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        msgs.append(m)
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            break
    return reply, msgs


def stdout_of(msgs):
    return "".join(m["content"]["text"] for m in msgs if m["msg_type"] == "stream" and m["content"]["name"] == "stdout")


def test_streams_keep_order_and_partial_lines(kernel):
    _, kc = kernel
    reply, msgs = run(kc, "import sys\nprint('a', end='')\nprint('b')\nsys.stderr.write('E')\nprint('c', end='')")
    assert reply["content"]["status"] == "ok"
    kinds = [(m["content"]["name"], m["content"]["text"]) for m in msgs if m["msg_type"] == "stream"]
    assert kinds == [("stdout", "ab\n"), ("stderr", "E"), ("stdout", "c")]


def test_many_prints_are_batched(kernel):
    _, kc = kernel
    _, msgs = run(kc, "for i in range(2000):\n    print(i)")
    streams = [m for m in msgs if m["msg_type"] == "stream"]
    assert stdout_of(msgs) == "".join(f"{i}\n" for i in range(2000))
    assert len(streams) < 20, f"{len(streams)} stream messages for 2000 prints"


def test_execution_count_only_counts_store_history(kernel):
    _, kc = kernel
    r1, _ = run(kc, "1")
    r2, _ = run(kc, "2", store_history=False)
    r3, _ = run(kc, "3")
    c1 = r1["content"]["execution_count"]
    assert r2["content"]["execution_count"] == c1
    assert r3["content"]["execution_count"] == c1 + 1


def test_error_in_iopub_and_reply(kernel):
    _, kc = kernel
    reply, msgs = run(kc, "x = 1\n[][x]")
    c = reply["content"]
    assert c["status"] == "error" and c["ename"] == "IndexError" and c["evalue"] == "list index out of range"
    errors = [m for m in msgs if m["msg_type"] == "error"]
    assert len(errors) == 1 and errors[0]["content"]["traceback"]
    assert any("line 2" in line for line in errors[0]["content"]["traceback"])


def test_interrupt_stops_host_loop_and_kernel_survives(kernel):
    km, kc = kernel
    run(kc, "survivor = 41")
    msg_id = kc.execute("while True:\n    pass")
    time.sleep(0.5)
    start = time.time()
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=5)
    assert reply["parent_header"]["msg_id"] == msg_id
    assert time.time() - start < 1.0
    assert reply["content"]["ename"] == "KeyboardInterrupt"
    reply, msgs = run(kc, "survivor + 1")
    results = [m for m in msgs if m["msg_type"] == "execute_result"]
    assert results[0]["content"]["data"]["text/plain"] == "42"


def test_input_request_round_trip(kernel):
    _, kc = kernel
    msg_id = kc.execute("name = input('who? ')\nprint('hi', name)", allow_stdin=True)
    req = kc.get_stdin_msg(timeout=5)
    assert req["msg_type"] == "input_request" and req["content"]["prompt"] == "who? "
    kc.input("Ada")
    reply = kc.get_shell_msg(timeout=5)
    assert reply["parent_header"]["msg_id"] == msg_id and reply["content"]["status"] == "ok"
    out = ""
    while "hi Ada" not in out:
        m = kc.get_iopub_msg(timeout=5)
        if m["msg_type"] == "stream":
            out += m["content"]["text"]


def test_input_without_stdin_is_a_clear_error(kernel):
    _, kc = kernel
    reply, _ = run(kc, "input('x')", allow_stdin=False)
    assert reply["content"]["status"] == "error"
    assert "does not support input" in reply["content"]["evalue"]


def test_update_display_data_carries_display_id(kernel):
    _, kc = kernel
    _, msgs = run(kc, "from IPython.display import display, update_display, Markdown\n"
                      "display(Markdown('one'), display_id='bar')\nupdate_display(Markdown('two'), display_id='bar')")
    kinds = [(m["msg_type"], m["content"].get("transient", {}).get("display_id")) for m in msgs
             if m["msg_type"] in ("display_data", "update_display_data")]
    assert kinds == [("display_data", "bar"), ("update_display_data", "bar")]


def test_badly_signed_message_is_dropped(kernel):
    _, kc = kernel
    session = kc.session
    good_key = session.key
    session.key = b"not-the-key"
    try:
        kc.execute("evil = 1")
    finally:
        session.key = good_key
    reply, msgs = run(kc, "'evil' in globals()")
    results = [m for m in msgs if m["msg_type"] == "execute_result"]
    assert results[0]["content"]["data"]["text/plain"] == "False"
    with pytest.raises(queue.Empty):
        kc.get_shell_msg(timeout=0.3)


def test_internal_state_survives_errors_and_bad_syntax(kernel):
    _, kc = kernel
    run(kc, "keep = [1, 2]")
    reply, _ = run(kc, "def broken(:\n    pass")
    assert reply["content"]["ename"] == "SyntaxError"
    reply, msgs = run(kc, "keep")
    assert [m for m in msgs if m["msg_type"] == "execute_result"][0]["content"]["data"]["text/plain"] == "[1, 2]"


def test_heartbeat_and_control_answer_while_busy(kernel):
    km, kc = kernel
    msg_id = kc.execute("import time\ntime.sleep(1.5)")
    time.sleep(0.3)
    assert kc.hb_channel.is_beating()
    control = km.connect_control()
    msg = kc.session.msg("kernel_info_request")
    kc.session.send(control, msg)
    start = time.time()
    ident, reply = kc.session.recv(control, mode=0)
    assert reply["msg_type"] == "kernel_info_reply" and time.time() - start < 0.5
    control.close()
    while kc.get_shell_msg(timeout=5)["parent_header"]["msg_id"] != msg_id:
        pass


def test_ipc_transport(tmp_path, monkeypatch):
    from jupyter_client.manager import KernelManager

    monkeypatch.chdir(tmp_path)
    km = KernelManager(kernel_name="cudalab", transport="ipc", ip="kernel-ipc")
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=10)
        reply, msgs = run(kc, "print(6 * 7)")
        assert reply["content"]["status"] == "ok" and stdout_of(msgs) == "42\n"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_kernelspec_is_listed_by_jupyter():
    import json
    import os
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "jupyter", "kernelspec", "list", "--json"], capture_output=True, text=True, check=True)
    found = json.loads(out.stdout)["kernelspecs"]["cudalab"]
    spec = found["spec"]
    assert spec["display_name"] == "CUDA Lab (Python)"
    assert spec["language"] == "python" and spec["interrupt_mode"] == "message"
    assert os.path.isabs(spec["argv"][0]) and spec["argv"][1:] == ["kernel", "--connection-file", "{connection_file}"]
    for logo in ("logo-32x32.png", "logo-64x64.png", "logo-svg.svg"):
        assert os.path.exists(os.path.join(found["resource_dir"], logo))


def test_numpy_cell_through_the_kernel(kernel):
    _, kc = kernel
    reply, msgs = run(kc, "import numpy as np\nnp.random.seed(0)\nnp.random.rand(3)")
    assert reply["content"]["status"] == "ok"
    result = [m for m in msgs if m["msg_type"] == "execute_result"][0]["content"]["data"]["text/plain"]
    assert result == "array([0.5488135 , 0.71518937, 0.60276338])"


def test_malformed_messages_are_dropped_and_the_kernel_lives(kernel):
    import zmq

    km, kc = kernel
    run(kc, "kept_value = 7")
    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.DEALER)
    sock.connect(f"{km.transport}://{km.ip}:{km.shell_port}")
    try:
        sock.send_multipart([b"no delimiter at all"])
        sock.send_multipart([b"<IDS|MSG>", b"", b"{not json", b"{}", b"{}", b"{}"])
        sock.send_multipart([b"<IDS|MSG>", b"deadbeef"])
        time.sleep(0.3)
    finally:
        sock.close(linger=0)
    assert kc.hb_channel.is_beating()
    reply, msgs = run(kc, "kept_value * 6")
    assert [m for m in msgs if m["msg_type"] == "execute_result"][0]["content"]["data"]["text/plain"] == "42"


def test_one_session_id_on_every_socket(kernel):
    # ipykernel signs everything with one Session: the reply and every iopub message of a
    # request (status, execute_input, streams, results) carry the same header.session.
    _, kc = kernel
    reply, msgs = run(kc, "print('x')\n41 + 1")
    sessions = {reply["header"]["session"]} | {m["header"]["session"] for m in msgs}
    assert len(sessions) == 1, sessions
    kinds = {m["msg_type"] for m in msgs}
    assert {"status", "execute_input", "stream", "execute_result"} <= kinds


def test_malformed_content_gets_an_error_reply_and_loses_nothing(kernel):
    # A request whose content does not fit its type is answered with status "error" naming the
    # field, not run as something else (ipykernel would log a KeyError and never reply).
    _, kc = kernel
    run(kc, "kept_too = 6")
    for msg_type, content, reply_type in [
        ("execute_request", {"code": 5}, "execute_reply"),
        ("execute_request", {"silent": False}, "execute_reply"),
        ("complete_request", {"code": "ke", "cursor_pos": "two"}, "complete_reply"),
        ("history_request", {"hist_access_type": 3}, "history_reply"),
    ]:
        msg = kc.session.msg(msg_type, content)
        kc.shell_channel.send(msg)
        reply = kc.get_shell_msg(timeout=10)
        assert reply["parent_header"]["msg_id"] == msg["header"]["msg_id"]
        assert reply["msg_type"] == reply_type
        assert reply["content"]["status"] == "error", reply["content"]
        assert f"malformed {msg_type}" in reply["content"]["evalue"]
    reply, msgs = run(kc, "kept_too * 7")
    assert [m for m in msgs if m["msg_type"] == "execute_result"][0]["content"]["data"]["text/plain"] == "42"


SPIN = ("from numba import cuda\nimport numpy as np\n"
        "@cuda.jit\ndef spin(out, n):\n    i = cuda.grid(1)\n    acc = 0.0\n"
        "    for k in range(n):\n        acc += k * 0.5\n    out[i] = acc\n"
        "out = np.zeros(64)\n")


def test_a_long_simulator_launch_shows_a_progress_line_that_goes_away(kernel):
    _, kc = kernel
    run(kc, "%backend sim")
    _, msgs = run(kc, SPIN + "spin[1, 64](out, 10)\nprint(out[1])")
    assert not [m for m in msgs if m["msg_type"] in ("display_data", "update_display_data")], "short work shows nothing"
    _, msgs = run(kc, SPIN + "spin[1, 64](out, 1_500_000)\nprint(out[1])", timeout=60)
    shown = [m for m in msgs if m["msg_type"] in ("display_data", "update_display_data")]
    assert shown, "a launch of more than a second shows a progress line"
    ids = {m["content"]["transient"]["display_id"] for m in shown}
    assert len(ids) == 1 and next(iter(ids)).startswith("cudalab-progress-")
    assert shown[0]["msg_type"] == "display_data"
    assert "running kernel 'spin' on the simulator (1 blocks of 64 threads)" in shown[0]["content"]["data"]["text/plain"]
    last = shown[-1]
    assert last["msg_type"] == "update_display_data" and last["content"]["data"]["text/plain"] == ""
    # The emptied line comes before the cell's own output.
    order = [m["msg_type"] for m in msgs if m["msg_type"] in ("update_display_data", "stream")]
    assert order[-1] == "stream"
