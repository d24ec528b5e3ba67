module github.com/rulebook-go/rulebook

go 1.26
