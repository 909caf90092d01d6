"""Kernel start-up, execute round trip and idle memory: cudalab against ipykernel, same script,
same machine, same jupyter_client.

  start    time from launching the process to the first kernel_info_reply (median of N starts)
  rtt      execute_request("x = 1") to both execute_reply and status idle (median of M)
  rss      resident memory of the kernel process after a few cells, idle

Usage: scripts/bench-protocol  (or: python bench/kernel_protocol.py --starts 10 --execs 300)
"""
import argparse
import os
import statistics
import time

import psutil
from jupyter_client.manager import KernelManager


def start_once(name):
    km = KernelManager(kernel_name=name)
    t0 = time.perf_counter()
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    msg_id = kc.kernel_info()
    while True:
        reply = kc.get_shell_msg(timeout=30)
        if reply["parent_header"].get("msg_id") == msg_id:
            break
    elapsed = time.perf_counter() - t0
    return km, kc, elapsed


def round_trip(kc):
    msg_id = kc.execute("x = 1")
    t0 = time.perf_counter()
    got_reply = got_idle = False
    while not (got_reply and got_idle):
        if not got_reply:
            r = kc.get_shell_msg(timeout=10)
            got_reply = r["parent_header"].get("msg_id") == msg_id
        if got_reply and not got_idle:
            m = kc.get_iopub_msg(timeout=10)
            got_idle = (m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "status"
                        and m["content"]["execution_state"] == "idle")
    return time.perf_counter() - t0


def measure(name, starts, execs):
    start_times = []
    for _ in range(starts):
        km, kc, t = start_once(name)
        start_times.append(t)
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    km, kc, _ = start_once(name)
    kc.wait_for_ready(timeout=30)
    for _ in range(20):
        round_trip(kc)
    rtts = [round_trip(kc) for _ in range(execs)]
    time.sleep(1.0)
    pid = km.provisioner.process.pid
    rss = psutil.Process(pid).memory_info().rss
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    return statistics.median(start_times), statistics.median(rtts), rss


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--starts", type=int, default=10)
    ap.add_argument("--execs", type=int, default=300)
    ap.add_argument("--kernels", default="cudalab,python3")
    args = ap.parse_args()
    rows = {}
    for name in args.kernels.split(","):
        rows[name] = measure(name, args.starts, args.execs)
    print(f"cpus={os.cpu_count()} starts={args.starts} execs={args.execs}")
    print("| kernel | start → kernel_info_reply (median) | execute round trip (median) | idle RSS |")
    print("|---|---|---|---|")
    for name, (s, r, m) in rows.items():
        print(f"| {name} | {s * 1e3:.1f} ms | {r * 1e3:.3f} ms | {m / 2**20:.1f} MiB |")
    if "cudalab" in rows and "python3" in rows:
        c, p = rows["cudalab"], rows["python3"]
        print(f"| ratio ipykernel/cudalab | {p[0] / c[0]:.1f}× | {p[1] / c[1]:.1f}× | {p[2] / c[2]:.1f}× |")


if __name__ == "__main__":
    main()
