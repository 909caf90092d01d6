"""Lint the classroom deployment files (run by scripts/test): the compose file and the Zero to
JupyterHub values parse as YAML and hold the keys the README promises; the JupyterHub config
compiles and, run against a stand-in config object, selects DockerSpawner and gives a spawned
container a GPU and cudalab's limits."""
import os
import sys
import yaml

here = os.path.dirname(os.path.abspath(__file__))
problems = []


def need(cond, what):
    if not cond:
        problems.append(what)


compose = yaml.safe_load(open(os.path.join(here, "compose.yml")))
lab = compose.get("services", {}).get("lab", {})
devices = lab.get("deploy", {}).get("resources", {}).get("reservations", {}).get("devices", [])
need(any(d.get("driver") == "nvidia" and "gpu" in d.get("capabilities", []) for d in devices), "compose: a GPU through deploy.resources.reservations.devices")
need(lab.get("ports") == ["127.0.0.1:8888:8888"], "compose: port 8888 bound to 127.0.0.1 only")
need("CUDALAB_MEMORY_LIMIT" in lab.get("environment", {}), "compose: CUDALAB_MEMORY_LIMIT set")
need("NVIDIA_VISIBLE_DEVICES" not in lab.get("environment", {}), "compose: GPUs from the device reservation, not NVIDIA_VISIBLE_DEVICES")
need(bool(lab.get("mem_limit")), "compose: a memory limit")
need(bool(lab.get("healthcheck", {}).get("test")), "compose: a healthcheck")
need(lab.get("build", {}).get("dockerfile") == "docker/Dockerfile", "compose: builds docker/Dockerfile")

dockerfile = open(os.path.join(here, "Dockerfile")).read()
need("NVIDIA_VISIBLE_DEVICES=void" in dockerfile, "Dockerfile: NVIDIA_VISIBLE_DEVICES=void (no GPU unless given one)")
need('ENTRYPOINT ["tini", "-g", "--", "/opt/cudalab/bin/cudalab-start"]' in dockerfile, "Dockerfile: tini -g and the start script")
need("HEALTHCHECK" in dockerfile, "Dockerfile: a HEALTHCHECK")
need(dockerfile.index("COPY vendor") < dockerfile.index("COPY src"), "Dockerfile: dependencies built in a layer before the sources")
for arg in ("NB_USER", "NB_UID", "NB_GID", "SHIP_SOLUTIONS", "CULL_IDLE"):
    need(f"ARG {arg}" in dockerfile, f"Dockerfile: ARG {arg}")
need("ARG CUDA_IMAGE=nvidia/cuda:13." in dockerfile and "CUDA_IMAGE=nvidia/cuda:12." in dockerfile, "Dockerfile: CUDA 13 by default, the CUDA 12 variant's build argument documented")
need("NVIDIA_DISABLE_REQUIRE=1" in dockerfile, "Dockerfile: NVIDIA_DISABLE_REQUIRE=1 (minor version compatibility; cudalab checks the driver)")
need(str(lab.get("build", {}).get("args", {}).get("CUDA_IMAGE", "")).startswith("${CUDA_IMAGE:-nvidia/cuda:13."), "compose: CUDA_IMAGE build argument (CUDA 13 by default)")
readme = open(os.path.join(here, "README.md")).read()
need("cudalab:cuda12" in readme, "README: the CUDA 12 variant")
requirements = open(os.path.join(here, "requirements.txt")).read()
need("jupyterhub==" in requirements, "requirements: jupyterhub pinned (jupyterhub-singleuser)")

values = yaml.safe_load(open(os.path.join(here, "z2jh-values.yaml")))
single = values.get("singleuser", {})
need(single.get("cmd") == "jupyterhub-singleuser", "z2jh: singleuser.cmd")
need(single.get("storage", {}).get("homeMountPath") == "/home/student", "z2jh: home at /home/student")
need("CUDALAB_MEMORY_LIMIT" in single.get("extraEnv", {}), "z2jh: CUDALAB_MEMORY_LIMIT in extraEnv")
overrides = [p.get("kubespawner_override", {}) for p in single.get("profileList", [])]
limits = [o.get("extra_resource_limits", {}) for o in overrides]
need(any("nvidia.com/gpu" in l for l in limits), "z2jh: a whole-GPU profile")
need(any(any(k.startswith("nvidia.com/mig-") for k in l) for l in limits), "z2jh: a MIG profile")
need(any(not o.get("extra_resource_limits") and o.get("environment", {}).get("CUDALAB_BACKEND") == "sim" for o in overrides),
     "z2jh: a CPU-only simulator profile")
need(all(o.get("node_selector") for o in overrides if o.get("extra_resource_limits")), "z2jh: GPU profiles select GPU nodes")
auth = values.get("hub", {}).get("config", {}).get("Authenticator", {})
need(auth.get("allow_all") is False, "z2jh: no open login (allow_all false)")
need(values.get("cull", {}).get("enabled") is True, "z2jh: idle culling")


class Section(dict):
    def __getattr__(self, name):
        return self.setdefault(name, Section())

    def __setattr__(self, name, value):
        self[name] = value


source = open(os.path.join(here, "jupyterhub_config.py")).read()


def load_hub(env):
    """Run jupyterhub_config.py against a stand-in config with `env`; (config, exit message)."""
    config = Section()
    saved = {k: os.environ.get(k) for k in env}
    for k, v in env.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    scope = {"get_config": lambda: config, "__name__": "jupyterhub_config"}
    try:
        exec(compile(source, "jupyterhub_config.py", "exec"), scope)
        exited = None
    except SystemExit as e:
        exited = str(e)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return config, exited


class FakeSpawner:
    def __init__(self):
        self.environment = {}
        self.extra_host_config = {}


base = {"GPU_IDS": "0,1", "STUDENT_GPU_MEMORY": "25%", "HUB_CONNECT_IP": "172.18.0.1", "HUB_DUMMY_PASSWORD": "pw",
        "HUB_MODE": None, "HUB_ALLOW_ALL": None, "STUDENTS": None, "HUB_AUTHENTICATOR": None}
config, exited = load_hub(base)
need(exited is None, f"hub: loads with a connect address and a password ({exited})")
need(config.JupyterHub.get("spawner_class") == "dockerspawner.DockerSpawner", "hub: DockerSpawner")
need(config.JupyterHub.get("hub_ip") == "172.18.0.1" == config.JupyterHub.get("hub_connect_ip"), "hub (host mode): listens on the Docker network address only")
need(config.Authenticator.get("allow_all") is False, "hub: no open login by default")
need(any(s.get("name") == "idle-culler" for s in config.JupyterHub.get("services", [])), "hub: the idle culler service")
spawned = []
for _ in range(3):
    s = FakeSpawner()
    config.Spawner["pre_spawn_hook"](s)
    spawned.append(s)
gpus = [s.environment.get("NVIDIA_VISIBLE_DEVICES") for s in spawned]
need(gpus == ["0", "1", "0"], f"hub: GPUs handed out round-robin, got {gpus}")
need(all(s.environment.get("CUDALAB_MEMORY_LIMIT") == "25%" for s in spawned), "hub: CUDALAB_MEMORY_LIMIT from STUDENT_GPU_MEMORY")
need(all(s.extra_host_config["device_requests"][0]["device_ids"] == [g] for s, g in zip(spawned, gpus)), "hub: a device request for the chosen GPU")

config, exited = load_hub({**base, "GPU_IDS": ""})
s = FakeSpawner()
config.Spawner["pre_spawn_hook"](s)
need(s.environment.get("CUDALAB_BACKEND") == "sim" and s.environment.get("NVIDIA_VISIBLE_DEVICES") == "void" and not s.extra_host_config,
     "hub: GPU_IDS empty gives a CPU-only simulator container")
config, exited = load_hub({**base, "HUB_MODE": "container", "HUB_CONNECT_IP": None})
need(exited is None and config.JupyterHub.get("hub_ip") == "0.0.0.0" and config.JupyterHub.get("hub_connect_ip") == "jupyterhub",
     "hub (container mode): all interfaces of its container, reached by its name")
_, exited = load_hub({**base, "HUB_CONNECT_IP": None})
need(bool(exited) and "HUB_CONNECT_IP" in exited, "hub (host mode): a missing HUB_CONNECT_IP is a clear error")
_, exited = load_hub({**base, "HUB_DUMMY_PASSWORD": None})
need(bool(exited) and "HUB_DUMMY_PASSWORD" in exited, "hub: the dummy authenticator never runs without a password")

if problems:
    print("docker/ lint failed:\n  " + "\n  ".join(problems))
    sys.exit(1)
print("docker/ lint: compose.yml, z2jh-values.yaml and jupyterhub_config.py are well-formed")
