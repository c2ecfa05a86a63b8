package napoleon

import "warboard/rules/record"

// RecordText is Record().String() written directly: the app saves the whole
// record after every turn, and building a Record of every token first cost
// more than the turn.
func (m *Match) RecordText() string {
	tags := m.tags
	if m.out.Over {
		tags = append(make([]record.Tag, 0, len(m.tags)+1), m.tags...)
		tags = append(tags, record.Tag{Name: "Result", Value: m.out.String()})
	}
	return record.Text(tags, m.moves)
}

// NumTokens is how many tokens have been played, without copying them.
func (m *Match) NumTokens() int { return len(m.moves) }

// LastToken is the last token played, "" before the first.
func (m *Match) LastToken() string {
	if len(m.moves) == 0 {
		return ""
	}
	return m.moves[len(m.moves)-1]
}
