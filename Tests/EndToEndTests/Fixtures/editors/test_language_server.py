"""fitness lsp through pytest-lsp's real LSP client (run by EditorClientTests).

The environment names the binary (FITNESS), the graduated fixture repository
(FITNESS_REPO), a plain file, the fenced file and the finding.
"""
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

FITNESS = os.environ["FITNESS"]
ROOT = pathlib.Path(os.environ["FITNESS_REPO"])
PLAIN = os.environ["FITNESS_PLAIN_FILE"]
FENCED = os.environ["FITNESS_FENCED_FILE"]
FINDING = os.environ["FITNESS_FINDING"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FITNESS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=ROOT.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text, version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=(ROOT / path).as_uri(), language_id="swift", version=version, text=text
            )
        )
    )


async def diagnostics_for(client, uri):
    while True:
        await client.wait_for_notification("textDocument/publishDiagnostics")
        if uri in client.diagnostics:
            return client.diagnostics[uri]


@pytest.mark.asyncio
async def test_an_unsaved_buffer_is_judged_then_cleared(client: LanguageClient):
    uri = (ROOT / PLAIN).as_uri()
    saved = (ROOT / PLAIN).read_text()
    open_document(client, PLAIN, "import Ledger\n" + saved)
    found = await diagnostics_for(client, uri)
    assert len(found) == 1, found
    diagnostic = found[0]
    assert diagnostic.source == "fitness"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range.start == types.Position(line=0, character=0)
    assert "imports Ledger outside its fence" in diagnostic.message
    assert diagnostic.code
    assert diagnostic.code_description.href.endswith(FINDING)
    # The file on disk is untouched: only the buffer broke the rule.
    assert (ROOT / PLAIN).read_text() == saved

    client.diagnostics.pop(uri)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=saved)],
        )
    )
    assert list(await diagnostics_for(client, uri)) == []


@pytest.mark.asyncio
async def test_hover_on_a_fenced_import_names_the_entry_and_its_reason(client: LanguageClient):
    uri = (ROOT / FENCED).as_uri()
    open_document(client, FENCED, (ROOT / FENCED).read_text())
    assert list(await diagnostics_for(client, uri)) == []
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=8)
        )
    )
    assert hover is not None
    assert f"fence entry `{FENCED}`" in hover.contents.value
    assert "posts every change through one writer" in hover.contents.value
