print("TextBenchmark")
