print("duo-bench: not built yet")
