# JupyterHub for one classroom host with GPUs: each student gets the cudalab image in their own
# container (DockerSpawner), one GPU chosen round-robin from GPU_IDS, and a per-kernel GPU memory
# limit through the kernel's environment. Step by step: docker/README.md, "A classroom host".
#
#   pip install jupyterhub==6.1.1 dockerspawner==14.0.0 && npm install -g configurable-http-proxy
#   docker build -f docker/Dockerfile -t cudalab .
#   jupyterhub -f docker/jupyterhub_config.py
import itertools
import os

c = get_config()  # noqa: F821 (provided by JupyterHub when it loads this file)

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = os.environ.get("CUDALAB_IMAGE", "cudalab:latest")
# The image's JupyterLab, as a single-user server the hub manages.
c.DockerSpawner.cmd = ["jupyterhub-singleuser"]
c.DockerSpawner.notebook_dir = "/home/student/notebooks"
c.DockerSpawner.volumes = {"cudalab-{username}": "/home/student"}
c.DockerSpawner.remove = True
c.DockerSpawner.mem_limit = os.environ.get("STUDENT_MEM_LIMIT", "8G")
c.DockerSpawner.cpu_limit = float(os.environ.get("STUDENT_CPU_LIMIT", "4"))

# Containers reach the hub on a Docker network of their own.
c.DockerSpawner.network_name = os.environ.get("DOCKER_NETWORK_NAME", "cudalab-hub")
c.JupyterHub.hub_ip = "0.0.0.0"
c.JupyterHub.hub_connect_ip = os.environ.get("HUB_CONNECT_IP", "jupyterhub")

# GPUs: whole GPUs shared round-robin between students (several students per GPU is fine for
# teaching: each kernel's memory is capped below). GPU_IDS lists the host's GPUs to use.
gpu_ids = [g.strip() for g in os.environ.get("GPU_IDS", "0").split(",") if g.strip()]
next_gpu = itertools.cycle(gpu_ids)


def assign_gpu(spawner):
    """Give the student's container one GPU and the limits cudalab reads."""
    gpu = next(next_gpu)
    spawner.extra_host_config = {
        # docker run --gpus device=N, as docker-py spells it (needs the NVIDIA Container Toolkit).
        "device_requests": [{"driver": "nvidia", "device_ids": [gpu], "capabilities": [["gpu", "compute", "utility"]]}],
    }
    spawner.environment.update(
        {
            "NVIDIA_VISIBLE_DEVICES": gpu,
            # GPU memory each notebook kernel may allocate (a share of the device, or bytes).
            "CUDALAB_MEMORY_LIMIT": os.environ.get("STUDENT_GPU_MEMORY", "20%"),
            "CUDALAB_KERNEL_TIMEOUT": os.environ.get("STUDENT_KERNEL_TIMEOUT", "60"),
        }
    )


c.Spawner.pre_spawn_hook = assign_gpu

# Who may log in: replace with your institution's authenticator (OAuth, LDAP...).
c.JupyterHub.authenticator_class = os.environ.get("HUB_AUTHENTICATOR", "dummy")
students = set(filter(None, os.environ.get("STUDENTS", "").split(",")))
c.Authenticator.allowed_users = students
# With no list (a trial with the dummy authenticator), anyone who logs in gets a server.
c.Authenticator.allow_all = not students
c.Authenticator.admin_users = set(filter(None, os.environ.get("TEACHERS", "").split(",")))
