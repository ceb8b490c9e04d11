"""The served /openapi.yaml is the truth a stranger's tools start from: it must parse as YAML
without duplicate keys (which parsers either refuse or silently merge) and validate as OpenAPI 3.1."""

from __future__ import annotations

import urllib.request

import yaml
from openapi_spec_validator import OpenAPIV31SpecValidator


class _RefusingDuplicateKeys(yaml.SafeLoader):
    """PyYAML's safe loader, except that a key given twice in one mapping is an error."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def served_document(server) -> str:
    with urllib.request.urlopen(f"{server.url}/openapi.yaml", timeout=10) as answer:
        assert answer.status == 200
        return answer.read().decode("utf-8")


def test_the_document_is_yaml_without_duplicate_keys(server):
    document = yaml.load(served_document(server), Loader=_RefusingDuplicateKeys)
    assert document["openapi"].startswith("3.1")
    assert any(path.startswith("/api/v1/") for path in document["paths"])


def test_the_document_is_valid_openapi_3_1(server):
    document = yaml.safe_load(served_document(server))
    errors = [str(error).splitlines()[0] for error in OpenAPIV31SpecValidator(document).iter_errors()]
    assert errors == [], "\n".join(errors)


def test_the_strict_loader_refuses_a_duplicate_key():
    """The check above can fail: the loader refuses what the old document had (a path given twice)."""
    twice = "paths:\n  /api/v1/sessions:\n    post: {}\n  /api/v1/sessions:\n    delete: {}\n"
    try:
        yaml.load(twice, Loader=_RefusingDuplicateKeys)
    except yaml.constructor.ConstructorError as error:
        assert "duplicate key '/api/v1/sessions'" in str(error)
    else:
        raise AssertionError("a duplicate key was accepted")
