print("duo-fuzz: not built yet")
