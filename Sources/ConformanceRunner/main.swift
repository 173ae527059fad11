print("conformance runner")
