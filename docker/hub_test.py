"""A real JupyterHub spawning cudalab, without Docker (scripts/test runs it with the Python of
docker/install.sh's prefix: `hub_test.py PREFIX`).

The hub is the pinned one the image carries; the spawner is JupyterHub's local-process one
(SimpleLocalProcessSpawner: no system users needed) running the prefix's `jupyterhub-singleuser`,
the command the DockerSpawner and Zero to JupyterHub configurations give the image. The proxy is
left out (an in-memory routing table; requests go to the hub and the server directly), so no
Node.js is needed. The test logs a user in through the hub's login form, spawns their server
through the hub's REST API, starts a cudalab kernel through the server's API and executes a cell
over the kernel's websocket. Prints one line per step; exits non-zero with the reason on failure.
"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import uuid

import requests
import websocket

prefix = os.path.abspath(sys.argv[1])
venv_bin = os.path.join(prefix, "venv", "bin")
work = tempfile.mkdtemp(prefix="cudalab-hub-")
token = uuid.uuid4().hex


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


hub_port = free_port()
server_port = free_port()
config = f"""
from jupyterhub.proxy import Proxy
from jupyterhub.spawner import SimpleLocalProcessSpawner


class InMemoryProxy(Proxy):
    \"\"\"No proxy process: the routing table is kept, requests go to the hub and servers directly.\"\"\"
    should_start = False
    routes = {{}}

    async def start(self):
        pass

    async def stop(self):
        pass

    async def add_route(self, routespec, target, data):
        self.routes[routespec] = {{"routespec": routespec, "target": target, "data": data}}

    async def delete_route(self, routespec):
        self.routes.pop(routespec, None)

    async def get_all_routes(self):
        return dict(self.routes)


c = get_config()
c.JupyterHub.proxy_class = InMemoryProxy
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.JupyterHub.db_url = "sqlite:///{work}/hub.sqlite"
c.JupyterHub.cookie_secret_file = "{work}/cookie_secret"
c.JupyterHub.spawner_class = SimpleLocalProcessSpawner
c.SimpleLocalProcessSpawner.home_dir_template = "{work}/home/{{username}}"
c.Spawner.cmd = ["{venv_bin}/jupyterhub-singleuser"]
c.Spawner.ip = "127.0.0.1"
c.Spawner.port = {server_port}
c.Spawner.default_url = "/lab"
# CI may run as root: Jupyter Server then needs to be told that this is intended.
c.Spawner.args = {["--allow-root"] if os.geteuid() == 0 else []!r}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
c.Spawner.environment = {{"CUDALAB_BACKEND": "sim", "PATH": "{venv_bin}:" + __import__("os").environ["PATH"]}}
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = "class-password"
c.Authenticator.allowed_users = {{"alice"}}
c.JupyterHub.services = [{{"name": "test", "api_token": "{token}"}}]
c.JupyterHub.load_roles = [{{"name": "test", "scopes": ["admin:users", "admin:servers", "access:servers"], "services": ["test"]}}]
"""
open(os.path.join(work, "jupyterhub_config.py"), "w").write(config)
env = dict(os.environ)
env.pop("JUPYTER_PATH", None)
log = open(os.path.join(work, "hub.log"), "w")
hub = subprocess.Popen([os.path.join(venv_bin, "jupyterhub"), "-f", "jupyterhub_config.py"], cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
base = f"http://127.0.0.1:{hub_port}"
api = {"Authorization": f"token {token}"}


def fail(why):
    hub.terminate()
    try:
        hub.wait(10)
    except subprocess.TimeoutExpired:
        hub.kill()
    log.flush()
    print(f"hub test FAILED: {why}\n--- hub log (last 40 lines) ---")
    print("".join(open(os.path.join(work, "hub.log")).readlines()[-40:]))
    sys.exit(1)


def wait_for(what, check, timeout=120):
    end = time.time() + timeout
    while time.time() < end:
        if hub.poll() is not None:
            fail(f"the hub exited ({hub.returncode}) while waiting for {what}")
        try:
            r = check()
            if r:
                return r
        except (requests.RequestException, OSError):
            pass
        time.sleep(0.5)
    fail(f"timed out waiting for {what}")


try:
    wait_for("the hub's API", lambda: requests.get(f"{base}/hub/api/", timeout=5).ok)
    print(f"hub: JupyterHub {requests.get(f'{base}/hub/api/', timeout=5).json()['version']} up")

    # Log in through the hub's form, as a browser would (the _xsrf cookie and field first).
    s = requests.Session()
    s.get(f"{base}/hub/login", timeout=10)
    xsrf = s.cookies.get("_xsrf", "")
    r = s.post(f"{base}/hub/login?next=", data={"username": "alice", "password": "class-password", "_xsrf": xsrf}, allow_redirects=False, timeout=30)
    if r.status_code != 302 or not any(c.name.startswith("jupyterhub-hub-login") for c in s.cookies):
        fail(f"login as alice: status {r.status_code}")
    print("hub: alice logged in through the login form")
    r = s.post(f"{base}/hub/login?next=", data={"username": "mallory", "password": "class-password", "_xsrf": xsrf}, allow_redirects=False, timeout=30)
    if r.status_code == 302:
        fail("a user outside allowed_users logged in")
    print("hub: a user outside allowed_users is refused")

    r = requests.post(f"{base}/hub/api/users/alice/server", headers=api, timeout=30)
    if r.status_code not in (201, 202):
        fail(f"spawn: status {r.status_code} {r.text}")

    def ready():
        u = requests.get(f"{base}/hub/api/users/alice", headers=api, timeout=10).json()
        srv = u.get("servers", {}).get("", {})
        return srv if srv.get("ready") else None

    srv = wait_for("alice's server", ready, timeout=180)
    # No proxy: straight to the port the spawner gave the server.
    server = f"http://127.0.0.1:{server_port}" + srv["url"].rstrip("/")
    print(f"hub: alice's jupyterhub-singleuser is up at {server}")

    specs = requests.get(f"{server}/api/kernelspecs", headers=api, timeout=30).json()
    if "cudalab" not in specs.get("kernelspecs", {}):
        fail(f"the server does not list the cudalab kernelspec: {sorted(specs.get('kernelspecs', {}))}")
    r = requests.post(f"{server}/api/kernels", headers=api, json={"name": "cudalab"}, timeout=60)
    if r.status_code != 201:
        fail(f"starting a cudalab kernel: status {r.status_code} {r.text}")
    kernel_id = r.json()["id"]
    print(f"server: cudalab kernel {kernel_id} started")

    ws_url = server.replace("http://", "ws://") + f"/api/kernels/{kernel_id}/channels"
    ws = websocket.create_connection(ws_url, header=[f"Authorization: token {token}"], timeout=60)
    msg_id = uuid.uuid4().hex
    code = ("from numba import cuda\nimport numpy as np\n"
            "@cuda.jit\ndef add(a, b, c):\n    i = cuda.grid(1)\n    if i < c.size:\n        c[i] = a[i] + b[i]\n"
            "a = np.arange(8.0); c = np.zeros(8)\nadd[1, 32](a, a, c)\nprint('sum', c.sum())")
    ws.send(json.dumps({
        "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": "alice", "session": uuid.uuid4().hex, "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "channel": "shell",
        "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {}, "allow_stdin": False, "stop_on_error": True},
    }))
    # Until both the reply (shell) and the idle status (iopub, after every output) have come.
    out, status, idle, end = "", None, False, time.time() + 120
    while time.time() < end and (status is None or not idle):
        m = json.loads(ws.recv())
        if m.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        if m["msg_type"] == "stream":
            out += m["content"]["text"]
        elif m["msg_type"] == "error":
            fail(f"the cell raised {m['content']['ename']}: {m['content']['evalue']}")
        elif m["msg_type"] == "execute_reply":
            status = m["content"]["status"]
        elif m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            idle = True
    ws.close()
    if status != "ok" or "sum 56.0" not in out:
        fail(f"the cell: status {status}, output {out!r}")
    print(f"server: a cell ran on the cudalab kernel over its websocket: {out.strip()}")

    requests.delete(f"{base}/hub/api/users/alice/server", headers=api, timeout=60)
    print("hub test ok")
finally:
    if hub.poll() is None:
        hub.terminate()
        try:
            hub.wait(20)
        except subprocess.TimeoutExpired:
            hub.kill()
