# The benchmark scripts are run by hand (python tests/bench/compare.py), never collected by pytest.
collect_ignore_glob = ["*.py"]
