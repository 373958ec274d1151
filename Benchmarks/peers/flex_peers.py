"""Taffy and Yoga laying out the trees Easel lays out, from the JSON that `BenchRunner export` writes.

Only the engines' own compute call is timed. Before each timed call every cached answer is dropped (Taffy: every
leaf marked dirty, which dirties its ancestors; Yoga: the whole tree marked dirty), outside the clock, as
Easel's side drops its cached answers before each timed layout.

The correspondence with Easel's views is described in Benchmarks/Sources/Scenarios/FlexTrees.swift: stacks are
flex rows and columns with centred items, their spacing a leading margin on every child but the first, padding
on the container; fixed leaves never shrink; flexible leaves and spacers are `flex: 1 1 0` with their limits.
Flexbox has no layout priorities, so those are left out.
"""
import time

ROW, COLUMN = "row", "column"


def _walk(scenario):
    """Yields (node, parent, index among the parent's children) from the flat, depth-first list that
    `BenchRunner export` writes (each node names its parent's position); parents come before children."""
    nodes = scenario["nodes"]
    children_seen = [0] * len(nodes)
    for node in nodes:
        parent = node["parent"]
        if parent < 0:
            yield node, None, 0
        else:
            yield node, nodes[parent], children_seen[parent]
            children_seen[parent] += 1


def _has_children(scenario):
    has_children = [False] * len(scenario["nodes"])
    for node in scenario["nodes"]:
        if node["parent"] >= 0:
            has_children[node["parent"]] = True
    return has_children


def _leading_margin(parent, index):
    """(edge, points) of the spacing before the index-th child of parent, or None."""
    if parent is None or index == 0 or parent.get("spacing", 0) == 0:
        return None
    return ("left" if parent["kind"] == ROW else "top", parent["spacing"])


class Taffy:
    name = "Taffy"

    def __init__(self, scenario):
        from stretchable import Style, taffylib
        from stretchable.context import taffy
        from stretchable.style import AlignItems, AlignSelf, FlexDirection
        from stretchable.style.geometry.rect import RectPointsPercent, RectPointsPercentAuto
        from stretchable.style.geometry.size import SizeAvailableSpace

        self._lib = taffylib
        self._ptr = taffy._ptr
        self._available = SizeAvailableSpace(scenario["width"], scenario["height"]).to_dict()
        styles = {}

        def style_for(node, margin, root):
            key = (node["kind"], node["width"], node["height"], node["minWidth"], node["maxWidth"],
                   node["padding"], node["fills"], margin, root)
            if key in styles:
                return styles[key]
            args = {}
            if margin:
                edge, points = margin
                values = [0, 0, 0, 0]  # top, right, bottom, left
                values[3 if edge == "left" else 0] = points
                args["margin"] = RectPointsPercentAuto(*values)
            kind = node["kind"]
            if kind in (ROW, COLUMN):
                args["flex_direction"] = FlexDirection.ROW if kind == ROW else FlexDirection.COLUMN
                args["align_items"] = AlignItems.CENTER
                if node["padding"]:
                    args["padding"] = RectPointsPercent(node["padding"])
                if node["fills"]:
                    args["align_self"] = AlignSelf.STRETCH
                if root:
                    args["size"] = (scenario["width"], scenario["height"])
            elif kind == "fixed":
                args["size"] = (node["width"], node["height"])
                args["flex_shrink"] = 0
            else:  # flexible or spacer
                args["flex_grow"] = 1
                args["flex_shrink"] = 1
                args["flex_basis"] = 0
                if kind == "flexible":
                    args["min_size"] = (node["minWidth"], None)
                    args["max_size"] = (node["maxWidth"], None)
                    args["size"] = (None, node["height"])
            styles[key] = Style(**args).to_dict()
            return styles[key]

        ids = {}
        self.leaves = []
        self.count = 0
        has_children = _has_children(scenario)
        for position, (node, parent, index) in enumerate(_walk(scenario)):
            handle = taffylib.node_create(self._ptr, style_for(node, _leading_margin(parent, index), parent is None))
            ids[id(node)] = handle
            self.count += 1
            if parent is not None:
                # Children are walked in order, so appending keeps their order.
                taffylib.node_add_child(self._ptr, ids[id(parent)], handle)
            if not has_children[position]:
                self.leaves.append(handle)
        self.root = ids[id(scenario["nodes"][0])]

    def time_layout(self):
        for leaf in self.leaves:
            self._lib.node_mark_dirty(self._ptr, leaf)
        start = time.perf_counter_ns()
        self._lib.node_compute_layout_with_measure(self._ptr, self.root, self._available, _no_measure)
        return (time.perf_counter_ns() - start) / 1e6

    def size(self):
        layout = self._lib.PyLayout()
        self._lib.node_get_layout(self._ptr, self.root, layout)
        return layout.width, layout.height


def _no_measure(*_):
    raise AssertionError("no node of these trees measures itself")


class Yoga:
    name = "Yoga"

    def __init__(self, scenario):
        import poga.libpoga_capi as Y

        self._Y = Y
        self._width, self._height = scenario["width"], scenario["height"]
        handles = {}
        self.count = 0
        for node, parent, index in _walk(scenario):
            handle = Y.YGNodeNew()
            handles[id(node)] = handle
            self.count += 1
            margin = _leading_margin(parent, index)
            if margin:
                Y.YGNodeStyleSetMargin(handle, Y.YGEdge.Left if margin[0] == "left" else Y.YGEdge.Top, margin[1])
            kind = node["kind"]
            if kind in (ROW, COLUMN):
                Y.YGNodeStyleSetFlexDirection(handle, Y.YGFlexDirection.Row if kind == ROW else Y.YGFlexDirection.Column)
                Y.YGNodeStyleSetAlignItems(handle, Y.YGAlign.Center)
                if node["padding"]:
                    for edge in (Y.YGEdge.Left, Y.YGEdge.Top, Y.YGEdge.Right, Y.YGEdge.Bottom):
                        Y.YGNodeStyleSetPadding(handle, edge, node["padding"])
                if node["fills"]:
                    Y.YGNodeStyleSetAlignSelf(handle, Y.YGAlign.Stretch)
                if parent is None:
                    Y.YGNodeStyleSetWidth(handle, self._width)
                    Y.YGNodeStyleSetHeight(handle, self._height)
            elif kind == "fixed":
                Y.YGNodeStyleSetWidth(handle, node["width"])
                Y.YGNodeStyleSetHeight(handle, node["height"])
                Y.YGNodeStyleSetFlexShrink(handle, 0)
            else:
                Y.YGNodeStyleSetFlexGrow(handle, 1)
                Y.YGNodeStyleSetFlexShrink(handle, 1)
                Y.YGNodeStyleSetFlexBasis(handle, 0)
                if kind == "flexible":
                    Y.YGNodeStyleSetMinWidth(handle, node["minWidth"])
                    Y.YGNodeStyleSetMaxWidth(handle, node["maxWidth"])
                    Y.YGNodeStyleSetHeight(handle, node["height"])
            if parent is not None:
                Y.YGNodeInsertChild(handles[id(parent)], handle, index)
        self.root = handles[id(scenario["nodes"][0])]

    def time_layout(self):
        Y = self._Y
        Y.YGNodeMarkDirtyAndPropogateToDescendants(self.root)
        start = time.perf_counter_ns()
        Y.YGNodeCalculateLayout(self.root, self._width, self._height, Y.YGDirection.LTR)
        return (time.perf_counter_ns() - start) / 1e6

    def size(self):
        return self._Y.YGNodeLayoutGetWidth(self.root), self._Y.YGNodeLayoutGetHeight(self.root)

    def close(self):
        self._Y.YGNodeFreeRecursive(self.root)


ENGINES = [Taffy, Yoga]
