"""fitness mcp through the official MCP Python SDK's client (run by EditorClientTests)."""
import os
import pathlib

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

FITNESS = os.environ["FITNESS"]
ROOT = pathlib.Path(os.environ["FITNESS_REPO"])
PLAIN = os.environ["FITNESS_PLAIN_FILE"]
FENCED = os.environ["FITNESS_FENCED_FILE"]
FINDING = os.environ["FITNESS_FINDING"]


def field(result, snake, camel):
    """A result's field by the SDK's spelling: snake_case from 2.0, camelCase before."""
    return getattr(result, snake) if hasattr(result, snake) else getattr(result, camel)


def is_error(result):
    return field(result, "is_error", "isError")


def structured(result):
    return field(result, "structured_content", "structuredContent")


def text_of(result):
    return "\n".join(item.text for item in result.content if getattr(item, "type", "") == "text")


@pytest.mark.asyncio
async def test_the_tools_answer_through_the_official_client():
    parameters = StdioServerParameters(command=FITNESS, args=["mcp"], cwd=str(ROOT))
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            assert sorted(tool.name for tool in tools.tools) == ["check_file", "explain_rule", "rules_for_path"]

            broken = await session.call_tool(
                "check_file", {"path": PLAIN, "content": "import Ledger\n" + (ROOT / PLAIN).read_text()}
            )
            assert not is_error(broken)
            assert f"{PLAIN}:1:1: error: imports Ledger outside its fence" in text_of(broken)
            assert structured(broken)["clean"] is False

            clean = await session.call_tool("check_file", {"path": PLAIN})
            assert structured(clean)["clean"] is True, text_of(clean)

            reach = await session.call_tool("rules_for_path", {"path": FENCED})
            assert "posts every change through one writer" in text_of(reach)
            rule = structured(reach)["rules"][0]["id"]

            explained = await session.call_tool("explain_rule", {"id": rule})
            assert FINDING in text_of(explained)
            assert "The feed once posted to the ledger directly" in text_of(explained)

            missing = await session.call_tool("explain_rule", {"id": "no-such-rule"})
            assert is_error(missing)
