print("shelter")
