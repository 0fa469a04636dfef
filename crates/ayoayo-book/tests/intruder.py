"""A stand-in for someone else, as an mdBook preprocessor: run during a
real build of the book, after the build's staging folder exists, it either
writes a file into the folder the book is being built for, or kills the
build outright. tests/race.rs adds it to a build through mdBook's
environment (MDBOOK_PREPROCESSOR__INTRUDER__COMMAND).

    python3 intruder.py write FILE   writes "notes" into FILE
    python3 intruder.py kill         kills the build (SIGKILL)
"""
import json
import os
import signal
import sys

args = sys.argv[1:]
if "supports" in args:
    # mdBook first asks whether the preprocessor supports a renderer.
    sys.exit(0)
context, book = json.load(sys.stdin)
if args[0] == "write":
    with open(args[1], "w") as notes:
        notes.write("notes\n")
elif args[0] == "kill":
    os.kill(os.getppid(), signal.SIGKILL)
    sys.exit(1)
json.dump(book, sys.stdout)
