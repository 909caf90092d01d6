# JupyterHub for one classroom host with GPUs: each student gets the cudalab image in their own
# container (DockerSpawner), one GPU chosen round-robin from GPU_IDS (or none: GPU_IDS="" runs
# every student on the CPU simulator), a per-kernel GPU memory limit through the kernel's
# environment, and idle servers culled. Step by step: docker/README.md, "A classroom host".
#
#   pip install jupyterhub==6.1.1 dockerspawner==14.0.0 jupyterhub-idle-culler==2.0.0
#   npm install -g configurable-http-proxy
#   docker build -f docker/Dockerfile -t cudalab .
#   jupyterhub -f docker/jupyterhub_config.py
#
# Where the hub runs decides how containers reach it (HUB_MODE):
#   host       (default) the hub runs on the host; it listens for the containers only on the
#              host's address on the Docker network (HUB_CONNECT_IP, e.g. the network's gateway:
#              docker network inspect cudalab-hub -f '{{(index .IPAM.Config 0).Gateway}}');
#   container  the hub runs in a container attached to that network, named HUB_CONTAINER_NAME
#              (default "jupyterhub"); it listens on all of the container's interfaces.
import itertools
import os
import sys

c = get_config()  # noqa: F821 (provided by JupyterHub when it loads this file)

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = os.environ.get("CUDALAB_IMAGE", "cudalab:latest")
# The image's JupyterLab, as a single-user server the hub manages (the image's entrypoint copies
# missing notebooks into the home first).
c.DockerSpawner.cmd = ["jupyterhub-singleuser"]
c.DockerSpawner.notebook_dir = "/home/student"
c.DockerSpawner.default_url = "/lab/tree/notebooks"
c.DockerSpawner.volumes = {"cudalab-{username}": "/home/student"}
c.DockerSpawner.remove = True
c.DockerSpawner.mem_limit = os.environ.get("STUDENT_MEM_LIMIT", "8G")
c.DockerSpawner.cpu_limit = float(os.environ.get("STUDENT_CPU_LIMIT", "4"))

# Containers reach the hub on a Docker network of their own.
c.DockerSpawner.network_name = os.environ.get("DOCKER_NETWORK_NAME", "cudalab-hub")
mode = os.environ.get("HUB_MODE", "host")
if mode == "container":
    c.JupyterHub.hub_ip = "0.0.0.0"
    c.JupyterHub.hub_connect_ip = os.environ.get("HUB_CONTAINER_NAME", "jupyterhub")
elif mode == "host":
    connect_ip = os.environ.get("HUB_CONNECT_IP", "")
    if not connect_ip:
        sys.exit("jupyterhub_config.py: set HUB_CONNECT_IP to the host's address on the Docker network "
                 "(docker network inspect cudalab-hub -f '{{(index .IPAM.Config 0).Gateway}}'), or HUB_MODE=container")
    # Only the containers' network reaches the hub's API, not every interface of the host.
    c.JupyterHub.hub_ip = connect_ip
    c.JupyterHub.hub_connect_ip = connect_ip
else:
    sys.exit(f"jupyterhub_config.py: HUB_MODE is 'host' or 'container', not {mode!r}")

# GPUs: whole GPUs shared round-robin between students (several students per GPU is fine for
# teaching: each kernel's memory is capped below). GPU_IDS lists the host's GPUs to use; empty
# means no GPU for anyone (a CPU-only room: the kernels run on the simulator).
gpu_ids = [g.strip() for g in os.environ.get("GPU_IDS", "0").split(",") if g.strip()]
next_gpu = itertools.cycle(gpu_ids) if gpu_ids else None


limits = {
    # GPU memory each notebook kernel may allocate (a share of the device, or bytes).
    "CUDALAB_MEMORY_LIMIT": os.environ.get("STUDENT_GPU_MEMORY", "20%"),
    "CUDALAB_KERNEL_TIMEOUT": os.environ.get("STUDENT_KERNEL_TIMEOUT", "60"),
}


def assign_gpu(spawner):
    """Give the student's container one GPU (or none) and the limits cudalab reads."""
    if next_gpu is None:
        spawner.extra_host_config = {}
        spawner.environment.update({"NVIDIA_VISIBLE_DEVICES": "void", "CUDALAB_BACKEND": "sim", **limits})
        return
    gpu = next(next_gpu)
    spawner.extra_host_config = {
        # docker run --gpus device=N, as docker-py spells it (needs the NVIDIA Container Toolkit).
        "device_requests": [{"driver": "nvidia", "device_ids": [gpu], "capabilities": [["gpu", "compute", "utility"]]}],
    }
    spawner.environment.update({"NVIDIA_VISIBLE_DEVICES": gpu, **limits})


c.Spawner.pre_spawn_hook = assign_gpu

# Who may log in. Replace the authenticator with your institution's (OAuth, LDAP...): HUB_AUTHENTICATOR.
# Nobody gets in by default: list STUDENTS (and TEACHERS, the admins), or set HUB_ALLOW_ALL=1 to
# let every user the authenticator accepts in. The dummy authenticator (a trial) needs a shared
# password (HUB_DUMMY_PASSWORD); it never runs open.
authenticator = os.environ.get("HUB_AUTHENTICATOR", "dummy")
c.JupyterHub.authenticator_class = authenticator
students = set(filter(None, os.environ.get("STUDENTS", "").split(",")))
teachers = set(filter(None, os.environ.get("TEACHERS", "").split(",")))
c.Authenticator.allowed_users = students | teachers
c.Authenticator.admin_users = teachers
c.Authenticator.allow_all = os.environ.get("HUB_ALLOW_ALL", "0") == "1"
if authenticator == "dummy":
    password = os.environ.get("HUB_DUMMY_PASSWORD", "")
    if not password:
        sys.exit("jupyterhub_config.py: the dummy authenticator needs HUB_DUMMY_PASSWORD (or set HUB_AUTHENTICATOR)")
    c.DummyAuthenticator.password = password

# Idle servers are stopped (each holds GPU memory through its kernels' CUDA contexts); the image's
# JupyterLab also shuts down idle kernels itself (docker/install.sh, CULL_IDLE).
cull_after = int(os.environ.get("HUB_CULL_IDLE", "3600"))
if cull_after > 0:
    c.JupyterHub.load_roles = [
        {"name": "idle-culler", "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"], "services": ["idle-culler"]}
    ]
    c.JupyterHub.services = [
        {"name": "idle-culler", "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_after}"]}
    ]
