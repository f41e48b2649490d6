"""Deals the tests share, written once."""

from __future__ import annotations

#: The four hands of deal 7 of docs/notation.md, in the books' seats (laws of 1905):
#: Z holds every ace, king, queen and jack but the clubs, B ten clubs.
HANDS_1905 = """\
Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
"""


#: The same hands in the compass seats (North the Z of the books): North holds the
#: top four of three suits and the club ace, thirteen tricks at no trump whoever
#: leads.
HANDS_COMPASS = """\
N: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
E: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
S: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
W: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
"""

#: The same deal as PBN's Deal tag, North first.
PBN_DEAL = '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n'

#: A LIN board's deal: South J5.9.AT862.Q8752, West KQT94.AK73.Q4.93, North
#: 872.QT5.J97.AT64, East the rest (A63.J8642.K53.KJ, the cards the others do not
#: hold); East deals, none vulnerable.
LIN_MD = "md|4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,|sv|o|"

#: A PBN game of that deal up to its auction: board 1, North deals and declares 7NT.
PBN_7NT = ('[Board "1"]\n[Dealer "N"]\n' + PBN_DEAL
           + '[Declarer "N"]\n[Contract "7NT"]\n[Result ""]\n[Auction "N"]\n')

#: A PBN deal where North holds ♠AKQJ and the ace, king and queen of the other suits
#: (East T98.JT98.JT9.JT9, South 765.765.8765.876, West 432.432.432.5432): thirteen
#: tricks at no trump for North.
PBN_TOPS_DEAL = ('[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 '
                 '432.432.432.5432"]\n')

#: A PBN game of that deal: North deals and bids 3NT after 2C 2D, East leads ♥J to
#: North's ♥A (the Play tag's columns E S W N); the rest of the play to follow.
PBN_3NT = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n' + PBN_TOPS_DEAL
           + '[Declarer "N"]\n[Contract "3NT"]\n[Result "13"]\n[Auction "N"]\n'
           '2C Pass 2D Pass\n3NT Pass Pass Pass\n[Play "E"]\nHJ H5 H2 HA\n')

#: Lesson 1 of the demo book (the hold-up), 3NT by South, up to its first two tricks
#: in the order played: West's ♠Q wins trick 1, South's ♠A trick 2.
HOLD_UP_HEAD = """\
laws: contract-rubber
dealer: S
N: S—6, 5, 4; H—A, 7, 3; D—K, Q, J, 10; C—8, 6, 2
E: S—K, 8; H—J, 8, 5, 2; D—A, 4, 3, 2; C—J, 9, 4
S: S—A, 3, 2; H—K, Q, 4; D—9, 8, 7; C—A, K, 7, 3
W: S—Q, J, 10, 9, 7; H—10, 9, 6; D—6, 5; C—Q, 10, 5
auction: 1NT pass 3NT pass pass pass
play:
1. W: SQ S4 S8 S3
2. W: SJ S5 SK SA
"""


#: The hands of "Ruff first" (hands/deals, deal 9 of docs/notation.md) in the books'
#: seats: Z the dealer, who declares hearts.
RUFF_FIRST_HANDS = """\
Z: S—A, 5, 4; H—A, K, Q, 10, 6; D—7, 4, 3; C—8, 4
A: S—J, 10, 9; H—9, 7; D—K, Q, J; C—A, K, Q, 10, 5
Y: S—K, 7, 6, 2; H—8, 5, 4; D—A, 8, 6, 5, 2; C—6
B: S—Q, 8, 3; H—J, 3, 2; D—10, 9; C—J, 9, 7, 3, 2
"""

#: Its play in the book's table: the columns the fixed seats A Y B Z, each row's
#: leader the winner of the trick before (A leads first), each trick's winning card
#: marked; the dealer's side wins ten tricks.
RUFF_FIRST_SEATS = "     A       Y       B       Z\n"
RUFF_FIRST_TRICKS = """\
1.   _K♣_    6♣      2♣      4♣
2.   K♦      _A♦_    10♦     3♦
3.   7♥      4♥      2♥      _A♥_
4.   5♣      _5♥_    3♣      8♣
5.   _J♦_    2♦      9♦      4♦
6.   9♥      8♥      3♥      _10♥_
7.   _Q♦_    5♦      3♠      7♦
8.   9♠      2♠      8♠      _A♠_
9.   10♣     6♠      J♥      _Q♥_
10.  10♠     _K♠_    Q♠      4♠
11.  J♠      _6♦_    7♣      5♠
12.  Q♣      7♠      9♣      _6♥_
13.  A♣      8♦      J♣      _K♥_
"""
