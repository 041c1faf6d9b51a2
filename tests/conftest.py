import os

import pytest
from hypothesis import HealthCheck, settings

# CI draws the same examples on every run (derandomize): a run's time and verdict depend on the
# commit alone. Random exploration is the dev profile's job and the long runs' (-m fuzz).
settings.register_profile(
    "ci",
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "dev", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_call(item):
    """Hypothesis's pytest plugin wraps a parametrized test's settings in one more layer on every
    call, so a test with several hundred cases (one per variant) ends in a RecursionError inside
    Hypothesis. Put the test's own settings back after each call."""
    function = getattr(item.obj, "__func__", item.obj)
    own = getattr(function, "_hypothesis_internal_use_settings", None)
    yield
    if own is not None:
        function._hypothesis_internal_use_settings = own


def pytest_collection_modifyitems(config, items):
    """Tests marked ``fuzz`` (long runs) are skipped unless selected: ``pytest -m fuzz``."""
    if "fuzz" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="long fuzz run: select it with -m fuzz")
    for item in items:
        if "fuzz" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True, scope="session")
def _own_data_directory(tmp_path_factory):
    """The user's data directory (statistics, the checkpoint key) is a temporary one for the
    whole run: tests never write in the real one. Subprocesses inherit it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CARDWRIGHT_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        yield
