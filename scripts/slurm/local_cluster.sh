#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for testing the farm scripts
# against a real Slurm: munged, slurmctld and slurmd with a private munge key,
# socket, configuration, state and logs, all under DIR. Nothing in /etc is
# written and no system service is started or stopped; `stop` ends exactly the
# daemons `start` started (by their pid files).
#
#   local_cluster.sh start DIR   install slurm-wlm and munge if missing (apt,
#                                as root), start the daemons, wait for the node;
#                                then `source DIR/env` points the Slurm
#                                commands at this cluster (SLURM_CONF)
#   local_cluster.sh stop DIR    stop them; DIR keeps the logs
#
# Exit 77 from `start` means the daemons cannot run here at all (no root to
# install or run them): callers skip, not fail. A daemon that refuses to start
# is an error (exit 1), with the end of its log.
set -euo pipefail
cmd="${1:-}" dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
skip() { echo "local_cluster: cannot run a Slurm cluster here: $*" >&2; exit 77; }

stop_pidfile() {  # stop_pidfile FILE NAME: TERM, wait up to 20 s, then KILL
  local f="$1" pid
  [ -s "$f" ] || return 0
  pid="$(cat "$f")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
      echo "local_cluster: $2 (pid $pid) did not stop on TERM; killing it" >&2
      kill -KILL "$pid" 2>/dev/null || true
    fi
  fi
  rm -f "$f"
}

if [ "$cmd" = stop ]; then
  [ -d "$dir" ] || exit 0
  stop_pidfile "$dir/run/slurmd.pid" slurmd
  stop_pidfile "$dir/run/slurmctld.pid" slurmctld
  stop_pidfile "$dir/run/munged.pid" munged
  exit 0
fi
[ "$cmd" = start ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

if ! command -v munged >/dev/null || ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null ||
   ! command -v sbatch >/dev/null; then
  [ "$(id -u)" -eq 0 ] || skip "slurm-wlm and munge are not installed and installing them needs root"
  echo "local_cluster: installing slurmctld slurmd slurm-client munge (apt)"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      slurmctld slurmd slurm-client munge >/dev/null; } || skip "apt-get could not install slurm-wlm and munge"
fi
# slurmd runs jobs as their submitter and must switch users: it needs root.
[ "$(id -u)" -eq 0 ] || skip "slurmd must run as root"

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
rm -rf "$dir/munge" "$dir/run" "$dir/state" "$dir/spool"
mkdir -p "$dir/munge" "$dir/run" "$dir/state" "$dir/spool" "$dir/log"
# munged checks that its key is private and its socket directory is not
# writable by others.
chmod 755 "$dir" "$dir/run"
chmod 700 "$dir/munge"
head -c 1024 /dev/urandom >"$dir/munge/munge.key"
chmod 400 "$dir/munge/munge.key"

free_ports() {  # two TCP ports nothing listens on
  python3 -c 'import socket
ss = [socket.socket() for _ in range(2)]
for s in ss: s.bind(("127.0.0.1", 0))
print(" ".join(str(s.getsockname()[1]) for s in ss))'
}
read -r ctld_port slurmd_port < <(free_ports)
host="$(hostname -s)"
cpus="$(nproc)"
mem_mb="$(awk '/MemTotal/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)"
cat >"$dir/slurm.conf" <<CONF
ClusterName=cosim-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
AuthInfo=socket=$dir/run/munge.sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem_mb State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
echo "export SLURM_CONF=$dir/slurm.conf" >"$dir/env"

fail_start() {  # stop what started, then fail naming the log
  "$0" stop "$dir" || true
  echo "local_cluster: error: $1 did not start (log: $2)" >&2
  tail -n 5 "$2" >&2 2>/dev/null || true
  exit 1
}
munged --socket="$dir/run/munge.sock" --key-file="$dir/munge/munge.key" --pid-file="$dir/run/munged.pid" \
  --seed-file="$dir/munge/munged.seed" --log-file="$dir/log/munged.log" ||
  fail_start munged "$dir/log/munged.log"
export SLURM_CONF="$dir/slurm.conf"
slurmctld -f "$SLURM_CONF" || fail_start slurmctld "$dir/log/slurmctld.log"
slurmd -f "$SLURM_CONF" || fail_start slurmd "$dir/log/slurmd.log"
for _ in $(seq 1 300); do
  state="$(sinfo -h -n "$host" -o %T 2>/dev/null || true)"
  case "$state" in
    idle*|mixed*|allocated*) echo "local_cluster: node $host is $state ($cpus CPUs), SLURM_CONF=$SLURM_CONF"; exit 0 ;;
  esac
  sleep 0.1
done
fail_start "the node" "$dir/log/slurmd.log (state '${state:-none}' after 30 s)"
