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
need(lab.get("runtime") == "nvidia", "compose: services.lab.runtime is nvidia")
need("8888:8888" in lab.get("ports", []), "compose: port 8888 published")
need("CUDALAB_MEMORY_LIMIT" in lab.get("environment", {}), "compose: CUDALAB_MEMORY_LIMIT set")
need(bool(lab.get("mem_limit")), "compose: a memory limit")
need(lab.get("build", {}).get("dockerfile") == "docker/Dockerfile", "compose: builds docker/Dockerfile")

values = yaml.safe_load(open(os.path.join(here, "z2jh-values.yaml")))
single = values.get("singleuser", {})
need(single.get("cmd") == "jupyterhub-singleuser", "z2jh: singleuser.cmd")
need(single.get("storage", {}).get("homeMountPath") == "/home/student", "z2jh: home at /home/student")
need("CUDALAB_MEMORY_LIMIT" in single.get("extraEnv", {}), "z2jh: CUDALAB_MEMORY_LIMIT in extraEnv")
limits = [p.get("kubespawner_override", {}).get("extra_resource_limits", {}) for p in single.get("profileList", [])]
need(any("nvidia.com/gpu" in l for l in limits), "z2jh: a whole-GPU profile")
need(any(any(k.startswith("nvidia.com/mig-") for k in l) for l in limits), "z2jh: a MIG profile")


class Section(dict):
    def __getattr__(self, name):
        return self.setdefault(name, Section())

    def __setattr__(self, name, value):
        self[name] = value


config = Section()
source = open(os.path.join(here, "jupyterhub_config.py")).read()
env = {"GPU_IDS": "0,1", "STUDENT_GPU_MEMORY": "25%"}
saved = {k: os.environ.get(k) for k in env}
os.environ.update(env)
scope = {"get_config": lambda: config, "__name__": "jupyterhub_config"}
exec(compile(source, "jupyterhub_config.py", "exec"), scope)
need(config.JupyterHub.get("spawner_class") == "dockerspawner.DockerSpawner", "hub: DockerSpawner")


class FakeSpawner:
    def __init__(self):
        self.environment = {}
        self.extra_host_config = {}


spawned = []
for _ in range(3):
    s = FakeSpawner()
    config.Spawner["pre_spawn_hook"](s)
    spawned.append(s)
for k, v in saved.items():
    if v is None:
        os.environ.pop(k)
    else:
        os.environ[k] = v
gpus = [s.environment.get("NVIDIA_VISIBLE_DEVICES") for s in spawned]
need(gpus == ["0", "1", "0"], f"hub: GPUs handed out round-robin, got {gpus}")
need(all(s.environment.get("CUDALAB_MEMORY_LIMIT") == "25%" for s in spawned), "hub: CUDALAB_MEMORY_LIMIT from STUDENT_GPU_MEMORY")
need(all(s.extra_host_config["device_requests"][0]["device_ids"] == [g] for s, g in zip(spawned, gpus)), "hub: a device request for the chosen GPU")

if problems:
    print("docker/ lint failed:\n  " + "\n  ".join(problems))
    sys.exit(1)
print("docker/ lint: compose.yml, z2jh-values.yaml and jupyterhub_config.py are well-formed")
