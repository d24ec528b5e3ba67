module github.com/rulebook-go/rulebook/examples/chessbench

go 1.26

require (
	github.com/notnil/chess v1.10.0
	github.com/rulebook-go/rulebook v0.0.0
)

replace github.com/rulebook-go/rulebook => ../..
