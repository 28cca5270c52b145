"""Labels and label lattices.

A lattice is given by named *atoms*; a label is the join of some atoms and is written ``{A, B}``.
Labels factor into an integrity part and a confidentiality part (``endorse`` may change only the
former). The paper's lattice, :data:`LAB4`, is the powerset of ``{U, S}``: ``U`` marks data an
untrusted party may have influenced, ``S`` marks secrets.

Two kinds of user lattices are built in: :meth:`Lattice.powerset` (independent atoms) and
:meth:`Lattice.chains` (a total order of integrity levels times a total order of confidentiality
levels), and any mix of both through the constructor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Optional, Sequence, Union

from . import _core

LabelLike = Union["Label", str, Iterable[str]]


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_']*")


class Lattice:
    """A finite label lattice: a label is a set of bits, join is union (``BitLab M`` in
    lean/Llmbda/Label/Bits.lean, the lattice the compiled ``peval`` runs at)."""

    __slots__ = ("_atoms", "_integ", "_conf", "_by_name", "_lean_lattice", "_texts", "_literals")

    def __init__(self, atoms: Sequence[tuple[str, int]], integ_mask: int, conf_mask: int) -> None:
        """Low level: ``atoms`` are ``(name, bits)``; integrity and confidentiality bits are disjoint."""
        if integ_mask < 0 or conf_mask < 0 or (integ_mask | conf_mask) >= 1 << 64:
            raise ValueError("label bits must fit in 64 bits")
        if integ_mask & conf_mask:
            raise ValueError("the integrity and confidentiality bits overlap")
        self._atoms = tuple((str(n), int(b)) for n, b in atoms)
        self._by_name: dict[str, int] = {}
        for name, bits in self._atoms:
            if not _IDENT.fullmatch(name):
                raise ValueError(f"atom name {name!r} is not an identifier")
            if bits < 0 or bits & ~(integ_mask | conf_mask):
                raise ValueError(f"atom {name!r} has bits outside the lattice")
            if bits & integ_mask and bits & conf_mask:
                raise ValueError(f"atom {name!r} mixes integrity and confidentiality")
            if name in self._by_name:
                raise ValueError(f"atom {name!r} is declared twice")
            self._by_name[name] = bits
        self._integ = integ_mask
        self._conf = conf_mask
        self._lean_lattice: Optional[Any] = None
        self._texts: dict[int, str] = {}
        self._literals: dict[str, Label] = {}  # label literals read (`label`), by text

    @property
    def _lean(self) -> Any:
        """The lattice as the compiled chain's ``BitLattice`` (made on first use)."""
        if self._lean_lattice is None:
            self._lean_lattice = _core.BitLattice(list(self._atoms), self._integ, self._conf)
        return self._lean_lattice

    def _atoms_of(self, bits: int) -> tuple[str, ...]:
        """The maximal atoms below ``bits``, in canonical order (``LabelSyntax.atoms``): an atom
        strictly below another one below ``bits`` is left out, and of equal atoms the first."""
        below = [(i, n, b) for i, (n, b) in enumerate(self._atoms) if b != 0 and b | bits == bits]
        out = []
        for i, name, b in below:
            maximal = all(not (c != b and b | c == c) for _, _, c in below)
            first = all(not (c == b and j < i) for j, _, c in below)
            if maximal and first:
                out.append(name)
        return tuple(out)

    def _text(self, bits: int) -> str:
        text = self._texts.get(bits)
        if text is None:
            text = "{" + ", ".join(self._atoms_of(bits)) + "}"
            if len(self._texts) < 4096:
                self._texts[bits] = text
        return text

    @classmethod
    def powerset(cls, integrity: Sequence[str] = (), confidentiality: Sequence[str] = ()) -> "Lattice":
        """The powerset of the given atoms: integrity atoms (like ``U``) and confidentiality atoms
        (like ``S``), each independent of the others."""
        names = list(integrity) + list(confidentiality)
        if len(names) > 64:
            raise ValueError("a powerset lattice has at most 64 atoms")
        atoms = [(n, 1 << i) for i, n in enumerate(names)]
        ni = len(integrity)
        integ = (1 << ni) - 1
        conf = ((1 << len(names)) - 1) & ~integ
        return cls(atoms, integ, conf)

    @classmethod
    def chains(cls, integrity: Sequence[str] = (), confidentiality: Sequence[str] = ()) -> "Lattice":
        """Two total orders, lowest first: e.g. ``integrity=["Trusted", "Untrusted"]``,
        ``confidentiality=["Public", "Internal", "Secret"]``. The lowest level of each is bottom."""
        ki, kc = max(len(integrity) - 1, 0), max(len(confidentiality) - 1, 0)
        if ki + kc > 64:
            raise ValueError("chains of more than 65 levels in total do not fit")
        atoms = [(n, (1 << i) - 1) for i, n in enumerate(integrity)]
        atoms += [(n, ((1 << i) - 1) << ki) for i, n in enumerate(confidentiality)]
        return cls(atoms, (1 << ki) - 1, ((1 << kc) - 1) << ki)

    @property
    def atoms(self) -> tuple[tuple[str, int], ...]:
        return self._atoms

    @property
    def bot(self) -> "Label":
        return Label(0, self)

    @property
    def top(self) -> "Label":
        return Label(self._integ | self._conf, self)

    def atom(self, name: str) -> "Label":
        bits = self._by_name.get(name)
        if bits is None:
            known = ", ".join(n for n, _ in self._atoms) or "none"
            raise ValueError(f"unknown label atom {name!r} (this lattice has: {known})")
        return Label(bits, self)

    def label(self, spec: LabelLike) -> "Label":
        """A label from a :class:`Label`, a literal such as ``"{U, S}"``, or atom names."""
        if isinstance(spec, Label):
            if spec.lattice != self:
                raise ValueError(f"label {spec} belongs to another lattice")
            return spec
        if isinstance(spec, str):
            known = self._literals.get(spec)
            if known is not None:
                return known
            text = spec.strip()
            if not (text.startswith("{") and text.endswith("}")):
                raise ValueError(f"a label literal looks like {{U, S}}, not {spec!r}")
            names = [p.strip() for p in text[1:-1].replace(",", " ").split()]
        else:
            names = [str(n) for n in spec]
        bits = 0
        for n in names:
            bits |= self.atom(n).bits
        label = Label(bits, self)
        if isinstance(spec, str) and len(self._literals) < 4096:
            self._literals[spec] = label
        return label

    def __eq__(self, other: object) -> bool:
        if other is self:  # (the common case, LAB4 against itself, without building tuples)
            return True
        return isinstance(other, Lattice) and (self._atoms, self._integ, self._conf) == (
            other._atoms, other._integ, other._conf)

    def __hash__(self) -> int:
        return hash((self._atoms, self._integ, self._conf))

    def __repr__(self) -> str:
        return f"Lattice(atoms={list(self._atoms)!r}, integ_mask={self._integ}, conf_mask={self._conf})"


@dataclass(frozen=True)
class Label:
    """A label of a lattice. ``a | b`` is the join, ``a <= b`` the flow order."""

    bits: int
    lattice: Lattice

    def __or__(self, other: "Label") -> "Label":
        self._same(other)
        return Label(self.bits | other.bits, self.lattice)

    def __le__(self, other: "Label") -> bool:
        self._same(other)
        return (self.bits | other.bits) == other.bits

    def flows_to(self, other: "Label") -> bool:
        return self <= other

    @property
    def integrity(self) -> "Label":
        return Label(self.bits & self.lattice._integ, self.lattice)

    @property
    def confidentiality(self) -> "Label":
        return Label(self.bits & self.lattice._conf, self.lattice)

    @property
    def atoms(self) -> tuple[str, ...]:
        return self.lattice._atoms_of(self.bits)

    def _same(self, other: "Label") -> None:
        if not isinstance(other, Label) or other.lattice != self.lattice:
            raise TypeError(f"cannot combine {self!r} with {other!r}: different lattices")

    def __str__(self) -> str:
        return self.lattice._text(self.bits)

    def __repr__(self) -> str:
        return f"Label({self})"


#: The paper's lattice: the powerset of {U (untrusted), S (secret)}.
LAB4 = Lattice.powerset(integrity=["U"], confidentiality=["S"])
#: ``{}``, ``{U}``, ``{S}``, ``{U, S}`` of :data:`LAB4`.
BOT = LAB4.bot
U = LAB4.atom("U")
S = LAB4.atom("S")
US = U | S
