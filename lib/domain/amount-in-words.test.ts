import { amountInWords, numberInWords } from "./amount-in-words";

describe("amountInWords (Indian system)", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [5, "Rupees Zero and Five Paise Only"],
    [100, "Rupees One Only"],
    [1_150, "Rupees Eleven and Fifty Paise Only"],
    [11_500, "Rupees One Hundred Fifteen Only"],
    [89_999, "Rupees Eight Hundred Ninety Nine and Ninety Nine Paise Only"],
    [100_000, "Rupees One Thousand Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [12_345_678, "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only"],
    [100_100_100, "Rupees Ten Lakh One Thousand One Only"],
    [1_000_000_000, "Rupees One Crore Only"],
    [
      12_345_678_950,
      "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only",
    ],
    [
      99_999_999_999,
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    ],
    [100_000_000_000, "Rupees One Hundred Crore Only"],
    [1_000_000_000_000, "Rupees One Thousand Crore Only"],
  ])("%i paise → %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [20, "Twenty"],
    [21, "Twenty One"],
    [101, "One Hundred One"],
    [1_000, "One Thousand"],
    [20_05_000, "Twenty Lakh Five Thousand"],
  ])("%i → %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])("refuses %p", (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
