#!/usr/bin/env python3
"""Times two commands run by turns, so that a ratio between them is measured under the same load.

    alternate.py RUNS WARMUPS RESULTS-DIR NAME-A PREPARE-A COMMAND-A NAME-B PREPARE-B COMMAND-B

This machine's speed drifts by a quarter within minutes (one binary's clean build took 241 ms,
then 308 ms ten minutes later), and hyperfine times one command's series after the other's: a
ratio of two medians taken a minute apart then measured the drift as much as the tools. Here
the runs go A B, B A, A B, … (each pair in the other order than the last, so that neither
always runs first), and each command's times are written as hyperfine's export would write
them (RESULTS-DIR/NAME.json), for bench/report.py.

Each PREPARE is run by `sh -c` before each run of its command, untimed; each COMMAND is split
as a shell would split it and run without a shell, as `hyperfine -N` runs it.
"""
import json
import os
import shlex
import statistics
import subprocess
import sys
import time


def run(prepare, argv):
    """One timed run of `argv` after `prepare`: its wall time in seconds."""
    subprocess.run(["sh", "-c", prepare], check=True)
    start = time.perf_counter()
    # Its output dropped, as hyperfine drops it; a failure is run again to show why.
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    status = child.wait()
    elapsed = time.perf_counter() - start
    if status != 0:
        subprocess.run(argv, stdout=subprocess.DEVNULL)
        sys.exit(f"error: {shlex.join(argv)} exited with {status}")
    return elapsed


def main():
    if len(sys.argv) != 10:
        sys.exit(__doc__)
    runs, warmups, directory = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    commands = [(sys.argv[4], sys.argv[5], shlex.split(sys.argv[6])), (sys.argv[7], sys.argv[8], shlex.split(sys.argv[9]))]
    times = {name: [] for name, _, _ in commands}
    for turn in range(warmups + runs):
        order = commands if turn % 2 == 0 else commands[::-1]
        for name, prepare, argv in order:
            elapsed = run(prepare, argv)
            if turn >= warmups:
                times[name].append(elapsed)
    for name, _, argv in commands:
        series = times[name]
        result = {"command": name, "mean": statistics.mean(series), "median": statistics.median(series),
                  "min": min(series), "max": max(series), "times": series, "alternated_with": [
                      other for other, _, _ in commands if other != name]}
        with open(os.path.join(directory, name + ".json"), "w") as f:
            json.dump({"results": [result]}, f, indent=1)
        print(f"{name}: median {result['median'] * 1000:.1f} ms, {result['min'] * 1000:.1f}–{result['max'] * 1000:.1f} ms "
              f"over {runs} runs ({shlex.join(argv)})", file=sys.stderr)


if __name__ == "__main__":
    main()
