# Error messages of common bad pyplot calls.
import matplotlib.pyplot as plt

def attempt(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

attempt(lambda: plt.plot([1, 2], [1, 2, 3]))
attempt(lambda: plt.plot([1, 2], [1, 2], "qq"))
attempt(lambda: plt.subplot(4, 1, 5))
attempt(lambda: plt.plot([1, 2], [3, 4], "r", color="blue"))
attempt(lambda: plt.hist([1, 2, 3], bins=0))
