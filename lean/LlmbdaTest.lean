import LlmbdaTest.Harness
import LlmbdaTest.Syntax
import LlmbdaTest.Paper
import LlmbdaTest.Endorse
import LlmbdaTest.Denote
import LlmbdaTest.Data
import LlmbdaTest.Sinks
import LlmbdaTest.Effects
