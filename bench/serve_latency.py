#!/usr/bin/env python3
"""Times `preflight serve` from a page's write to the `reload` event, as a browser sees it.

usage: serve_latency.py PREFLIGHT CONTENT OUTPUT [--edits N] [--peak-after M] [--json FILE] [--log FILE]

Starts `preflight serve --port 0` on CONTENT (a corpus copy: its pages are edited), opens the
live-reload stream at /_preflight/events, then edits N different pages one at a time (a line
appended to each). For each edit it measures the time from the write to the `reload` event,
then fetches the page and checks that it is the new one (the appended line is in it). Prints
the latencies and their median in milliseconds. With --peak-after M it then makes more edits
until M in all and reports the server's peak resident memory (VmHWM) after them. --log keeps
what the server printed (each rebuild's own time) in FILE. Also reports, per edit, the bytes the
server wrote (`wchar` of /proc/PID/io) and its CPU time (user + system).
"""
import argparse
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import time


def events(port):
    """An open event stream: a socket past the response head and the `retry` line."""
    stream = socket.create_connection(("127.0.0.1", port))
    stream.sendall(f"GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    buffer = b""
    while b"retry: 1000\n\n" not in buffer:
        chunk = stream.recv(65536)
        if not chunk:
            sys.exit("error: the event stream closed before it opened")
        buffer += chunk
    return stream


def wait_for(stream, marker, timeout=120):
    """Reads the stream until `marker` arrives; the time it arrived (perf_counter)."""
    stream.settimeout(timeout)
    buffer = b""
    while marker not in buffer:
        chunk = stream.recv(65536)
        if not chunk:
            sys.exit("error: the event stream closed")
        buffer += chunk
        if b"event: build-error" in buffer:
            sys.exit("error: the build failed: " + buffer.decode(errors="replace"))
    return time.perf_counter()


def drain(stream):
    """Drops what the stream already holds (a second reload for the last edit, a heartbeat)."""
    stream.setblocking(False)
    try:
        while stream.recv(65536):
            pass
    except BlockingIOError:
        pass
    finally:
        stream.setblocking(True)


def get(port, path):
    with socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = client.recv(1 << 20)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body.decode(errors="replace")


def memory_kb(pid, field="VmHWM"):
    """`VmHWM` (the peak resident set) or `VmRSS` (the current one) of the process, in KB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def written_and_cpu(pid):
    """Bytes the process has written (`wchar`) and its CPU seconds (user + system) so far."""
    with open(f"/proc/{pid}/io") as io:
        written = next(int(line.split()[1]) for line in io if line.startswith("wchar:"))
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return written, (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("preflight")
    parser.add_argument("content")
    parser.add_argument("output")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--peak-after", type=int, default=0)
    parser.add_argument("--json")
    parser.add_argument("--log")
    options = parser.parse_args()

    docs = os.path.join(options.content, "docs")
    pages = sorted(
        os.path.relpath(os.path.join(folder, name), docs)
        for folder, _, names in os.walk(docs)
        for name in names
        if name.endswith(".md")
    )
    total = max(options.edits, options.peak_after)
    step = max(1, len(pages) // max(1, total))
    chosen = [pages[(i * step + 3) % len(pages)] for i in range(total)]

    server = subprocess.Popen(
        [options.preflight, "serve", "--port", "0", "--content", options.content, "--output", options.output],
        stdout=subprocess.PIPE, stderr=open(options.log, "w") if options.log else subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            sys.exit(f"error: serve printed no address: {line!r}")
        port = int(match.group(1))
        stream = events(port)
        # After the first build: the peak it reached, and what it holds.
        first = {"peak_kb": memory_kb(server.pid), "rss_kb": memory_kb(server.pid, "VmRSS")}
        start = written_and_cpu(server.pid)
        latencies = []
        for index, page in enumerate(chosen):
            mark = f"Latency edit {index} at {time.time_ns()}."
            path = os.path.join(docs, page)
            drain(stream)
            started = time.perf_counter()
            with open(path, "a") as file:
                file.write(f"\n{mark}\n")
            arrived = wait_for(stream, b"event: reload\n")
            status, body = get(port, "/" + page[: -len(".md")] + ".html")
            if status != 200 or mark not in body:
                sys.exit(f"error: after the reload for {page}, the page served was not the new one (status {status})")
            if index < options.edits:
                latencies.append((arrived - started) * 1000)
        end = written_and_cpu(server.pid)
        result = {"latencies_ms": latencies, "median_ms": statistics.median(latencies),
                  "written_bytes_per_edit": (end[0] - start[0]) // len(chosen),
                  "cpu_ms_per_edit": round((end[1] - start[1]) * 1000 / len(chosen))}
        if options.peak_after:
            result["peak_kb"] = memory_kb(server.pid)
            result["rss_kb"] = memory_kb(server.pid, "VmRSS")
            result["after_first_build"] = first
            result["edits"] = total
        print(json.dumps(result))
        if options.json:
            with open(options.json, "w") as file:
                json.dump(result, file)
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
