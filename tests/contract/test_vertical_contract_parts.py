"""What an installed vertical brings into the application honours the plugin contract: its routes under its
module type's paths, its migrations one branch labelled with its module type, its demo a catalogue of its own
categories, its metadata JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory

from adapters.container import make_container
from adapters.db.migrate import alembic_config
from adapters.http.context import read_context
from adapters.http.routes import API_CONTROLLERS
from adapters.settings import load_settings
from adapters.verticals.routes import vertical_routers
from core.demo import DemoCatalogue
from core.verticals import VerticalRegistry
from tests.contract.installed import INSTALLED


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_routes_of_a_vertical_mount_under_its_module_types_paths(name: str) -> None:
    vertical = INSTALLED[name]
    registry = VerticalRegistry([vertical])
    routers = vertical_routers(
        registry, API_CONTROLLERS, make_container(load_settings({}), registry), read_context
    )
    assert len(routers) == (1 if vertical.routes else 0)
    for router in routers:
        assert all(route.path.startswith(f"/api/v1/{name}/") for route in router.routes)


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_migrations_of_a_vertical_are_one_branch_labelled_with_its_module_type(name: str) -> None:
    vertical = INSTALLED[name]
    if vertical.migrations is None:
        return  # a vertical without tables of its own
    folder = Path(vertical.migrations)
    assert folder.is_dir(), folder
    script = ScriptDirectory.from_config(alembic_config("sqlite+aiosqlite:///unused.db", [vertical]))
    own = [rev for rev in script.walk_revisions() if Path(rev.path).parent == folder]
    assert own, f"{folder} holds no revision"
    [base] = [rev for rev in own if rev.down_revision is None]
    assert name in base.branch_labels
    [head] = script.get_revisions(f"{name}@head")
    assert {rev.revision for rev in own} == {
        rev.revision for rev in script.iterate_revisions(head.revision, "base")
    }, "every revision of the folder is on the vertical's own branch, and only those"


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_demo_of_a_vertical_is_a_demo_catalogue_of_its_own_categories(name: str) -> None:
    demo = INSTALLED[name].demo
    if demo is None:
        return  # a vertical may bring no demo module
    catalogue = demo()
    assert isinstance(catalogue, DemoCatalogue)
    names = {n for c in catalogue.categories for n in (c.name.en, *(s.en for s in c.subcategories))}
    assert names, "a module has categories (parcel's are its parcel kinds, with no items)"
    assert {item.category for item in catalogue.items} <= names


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_metadata_of_a_vertical_is_json_with_string_keys(name: str) -> None:
    metadata = INSTALLED[name].metadata
    assert all(isinstance(key, str) for key in metadata)
    assert json.loads(json.dumps(dict(metadata))) == dict(metadata)
