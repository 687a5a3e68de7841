"""What Canasta and Hand and Foot share: melds, meld rules, red 3s, pile taking, score parts."""
